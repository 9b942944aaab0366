import { useIntl } from 'react-intl';
import { truncate } from '@ctb/shared';
import type { ItemLayoutProps } from '../item-layout-props';
import { ContentCard } from './content-card';
import styles from './content-item.module.css';
import { formatItemDateRange } from './format-dates';
import { asContentItem } from './use-content-item';

/** The event description is cut to 200 characters in lists. */
const DESCRIPTION_LENGTH = 200;

/** An event: date range, time range and place above the title, the short description as text. */
export function EventItem({ item, settings }: ItemLayoutProps<unknown>) {
  const intl = useIntl();
  const content = asContentItem(item);
  if (!content) return null;
  const { date, time, place } = content;
  const timeText =
    time?.from && time.to && time.to !== time.from
      ? intl.formatMessage(
          { id: 'lists.automatedList.event.timeRange' },
          { from: time.from, to: time.to },
        )
      : time?.from
        ? intl.formatMessage({ id: 'lists.automatedList.event.timeSingle' }, { time: time.from })
        : undefined;
  const meta = (
    <dl className={styles.eventFacts}>
      {date && (
        <>
          <dt>{intl.formatMessage({ id: 'lists.automatedList.event.date' })}</dt>
          <dd>
            <time dateTime={date.from}>
              {formatItemDateRange(date.from, date.to, settings.language)}
            </time>
          </dd>
        </>
      )}
      {timeText && (
        <>
          <dt>{intl.formatMessage({ id: 'lists.automatedList.event.time' })}</dt>
          <dd>{timeText}</dd>
        </>
      )}
      {place && (
        <>
          <dt>{intl.formatMessage({ id: 'lists.automatedList.event.place' })}</dt>
          <dd>{place}</dd>
        </>
      )}
    </dl>
  );
  const description = content.eventDescriptionText || content.text;
  return (
    <ContentCard
      item={content}
      settings={settings}
      meta={meta}
      text={description ? truncate(description, DESCRIPTION_LENGTH) : ''}
    />
  );
}
