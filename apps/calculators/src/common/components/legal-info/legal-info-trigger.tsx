import { lazy, Suspense, useState } from 'react';
import { Modal } from '@ctb/shared/dialogs';
import { LegalInfoLoading } from './legal-info-loading';
import styles from './legal-info.module.css';

// The text and its sanitiser (@ctb/shared/html with DOMPurify) load when a visitor first opens
// the modal, not with every calculator (issue 17).
const LegalInfoContent = lazy(() =>
  import('./legal-info-content').then((module) => ({ default: module.LegalInfoContent })),
);

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
        {open && (
          <Suspense fallback={<LegalInfoLoading />}>
            <LegalInfoContent url={url} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
