import { useIntl } from 'react-intl';
import type { Language } from '@ctb/shared/runtime';
import type { ContentItem } from './content-item-schema';
import styles from './content-item.module.css';
import { formatItemDateRange } from './format-dates';

/** Date range, time range and place of an item, as a list of facts; nothing when it has none. */
export function ItemFacts({ item, language }: { item: ContentItem; language: Language }) {
  const intl = useIntl();
  const { date, time, place } = item;
  const timeText =
    time?.from && time.to && time.to !== time.from
      ? intl.formatMessage(
          { id: 'lists.automatedList.event.timeRange' },
          { from: time.from, to: time.to },
        )
      : time?.from
        ? intl.formatMessage({ id: 'lists.automatedList.event.timeSingle' }, { time: time.from })
        : undefined;
  if (!date && !timeText && !place) return null;
  return (
    <dl className={styles.eventFacts}>
      {date && (
        <>
          <dt>{intl.formatMessage({ id: 'lists.automatedList.event.date' })}</dt>
          <dd>
            <time dateTime={date.from}>{formatItemDateRange(date.from, date.to, language)}</time>
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
}
