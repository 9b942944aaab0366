import type { ReactNode } from 'react';
import { Modal } from '@ctb/shared/dialogs';
import styles from './filter-dialog.module.css';

export interface FilterDialogProps {
  /** What the button in the filter bar shows: the filter's label and what is chosen. */
  opener: ReactNode;
  title: string;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  children?: ReactNode;
}

/** A filter whose choices open in a modal dialog from a button in the filter bar. */
export function FilterDialog({
  opener,
  title,
  open,
  onOpen,
  onClose,
  children,
}: FilterDialogProps) {
  return (
    <div className={styles.filter}>
      <button type="button" className={styles.opener} aria-haspopup="dialog" onClick={onOpen}>
        {opener}
      </button>
      <Modal title={title} open={open} onClose={onClose}>
        {children}
      </Modal>
    </div>
  );
}
