import { useIntl } from 'react-intl';
import styles from './preview-marker.module.css';

/** The small "Vorschau" badge a widget shows while it displays `?previewBankdata=` data. */
export function PreviewMarker() {
  const intl = useIntl();
  return (
    <span
      className={styles.marker}
      title={intl.formatMessage({ id: 'banksearch.preview.description' })}
    >
      {intl.formatMessage({ id: 'banksearch.preview.marker' })}
      <span className={styles.visuallyHidden}>
        {`: ${intl.formatMessage({ id: 'banksearch.preview.description' })}`}
      </span>
    </span>
  );
}
