import { useIntl } from 'react-intl';
import { safeHref } from '@ctb/shared/runtime';
import styles from './appointment-cta.module.css';

/**
 * The call to action that leads from a result to an appointment with an adviser; the configured
 * address passes the shared link check (nothing is shown for one that does not).
 */
export function AppointmentCta({ href }: { href: string }) {
  const intl = useIntl();
  const safe = safeHref(href, { source: 'calculators appointmentUrl' });
  if (!safe) return null;
  return (
    <a className={styles.cta} href={safe}>
      {intl.formatMessage({ id: 'calculators.appointment.cta' })}
    </a>
  );
}
