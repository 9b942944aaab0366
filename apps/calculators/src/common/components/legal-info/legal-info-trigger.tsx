import { useState } from 'react';
import { Modal } from '@ctb/shared/dialogs';
import { LegalInfoContent } from './legal-info-content';
import styles from './legal-info.module.css';

export interface LegalInfoTriggerProps {
  /** CMS path of the HTML fragment shown in the modal. */
  url: string;
  /** Link text and modal title. */
  label: string;
}

/** A link-styled button that opens the legal or info text, loaded only when first opened. */
export function LegalInfoTrigger({ url, label }: LegalInfoTriggerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Modal title={label} open={open} onClose={() => setOpen(false)}>
        {open && <LegalInfoContent url={url} />}
      </Modal>
    </>
  );
}
