import { useId, type ReactNode } from 'react';
import { DialogLayer } from '../dialog/dialog-layer';

export interface ModalProps {
  /** The visible heading, which also names the dialog. */
  title: string;
  open: boolean;
  onClose: () => void;
  children?: ReactNode;
}

/** A larger dialog with a heading, e.g. the legal information loaded for the calculators. */
export function Modal({ title, open, onClose, children }: ModalProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <DialogLayer kind="modal" ariaLabelledBy={titleId} onClose={onClose}>
      <h2 id={titleId} className="ctb-dialog__title">
        {title}
      </h2>
      {children}
    </DialogLayer>
  );
}
