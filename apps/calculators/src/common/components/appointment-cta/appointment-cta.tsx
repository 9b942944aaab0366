import { useIntl } from 'react-intl';
import styles from './appointment-cta.module.css';

/** The call to action that leads from a result to an appointment with an adviser. */
export function AppointmentCta({ href }: { href: string }) {
  const intl = useIntl();
  return (
    <a className={styles.cta} href={href}>
      {intl.formatMessage({ id: 'calculators.appointment.cta' })}
    </a>
  );
}
