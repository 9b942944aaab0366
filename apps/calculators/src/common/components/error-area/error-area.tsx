import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import styles from './error-area.module.css';

export interface ErrorAreaProps {
  /** A heading instead of the generic technical error headline. */
  headline?: string;
  /** The server's own words when it sent some; otherwise the generic "try again later" text. */
  message?: string | null;
  ref?: Ref<HTMLDivElement>;
}

/** The error block of a calculator; focusable so the view can move to it. */
export function ErrorArea({ headline, message, ref }: ErrorAreaProps) {
  const intl = useIntl();
  return (
    <div ref={ref} className={styles.error} role="alert" tabIndex={-1}>
      <p className={styles.headline}>
        {headline ?? intl.formatMessage({ id: 'common.technicalError.headline' })}
      </p>
      <p className={styles.text}>
        {message || intl.formatMessage({ id: 'common.technicalError.text' })}
      </p>
    </div>
  );
}
