import { useIntl } from 'react-intl';
import {
  Notice,
  NoticeText,
  type HeadingLevel,
  type NoticeTone,
} from '../../common/form-parts/notice';
import type { EventData, ResponseStatus } from './api';
import styles from './event-form.module.css';

const TONES: Record<Exclude<ResponseStatus, 'PENDING'>, NoticeTone> = {
  ACCEPTED: 'success',
  DECLINED: 'error',
  WAITLIST: 'warning',
  ATTENDED: 'success',
  NOTATTENDED: 'error',
};

/** SPEC response-status banner: PENDING shows none; each other status its own message block. */
export function ResponseStatusBanner({
  status,
  headingLevel,
}: {
  status: ResponseStatus;
  headingLevel: HeadingLevel;
}) {
  const intl = useIntl();
  if (status === 'PENDING') return null;
  return (
    <Notice
      tone={TONES[status]}
      role="status"
      headingLevel={headingLevel}
      title={intl.formatMessage({ id: `forms.eventForm.status.${status}.title` })}
    >
      <NoticeText>{intl.formatMessage({ id: `forms.eventForm.status.${status}.text` })}</NoticeText>
    </Notice>
  );
}

/** SPEC event-error banner: one message per open flag that is false. */
export function ClosedBanner({
  open,
  headingLevel,
}: {
  open: EventData['openstatus'];
  headingLevel: HeadingLevel;
}) {
  const intl = useIntl();
  const reasons = [
    !open.openflag && 'forms.eventForm.notOpen',
    !open.afterRegistrationStart && 'forms.eventForm.notStarted',
    !open.beforeRegistrationEnd && 'forms.eventForm.ended',
  ].filter((id): id is string => Boolean(id));
  return (
    <Notice
      tone="error"
      headingLevel={headingLevel}
      title={intl.formatMessage({ id: 'forms.eventForm.closedTitle' })}
    >
      {reasons.map((id) => (
        <NoticeText key={id}>{intl.formatMessage({ id })}</NoticeText>
      ))}
    </Notice>
  );
}

/** The places left (SPEC remaining limits: participantLimit), or that the waiting list takes over. */
export function PlacesInfo({ limits }: { limits: Record<string, number> }) {
  const intl = useIntl();
  const left = limits.participantLimit;
  if (left === undefined) return null;
  return (
    <p className={styles.places} data-full={left === 0}>
      {left > 0
        ? intl.formatMessage({ id: 'forms.eventForm.placesLeft' }, { count: left })
        : intl.formatMessage({ id: 'forms.eventForm.fullyBooked' })}
    </p>
  );
}
