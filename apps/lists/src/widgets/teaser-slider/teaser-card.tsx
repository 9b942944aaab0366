import { useIntl } from 'react-intl';
import { formatDate, truncate } from '@ctb/shared';
import type { TeaserItem } from './api';
import styles from './teaser-slider.module.css';

/** A teaser's short text: long enough for a sentence, short enough for equal card heights. */
const TEXT_LENGTH = 110;

export interface TeaserCardProps {
  item: TeaserItem;
  /** One level below the slider's own heading. */
  headingLevel: 3 | 4 | 5;
}

export function TeaserCard({ item, headingLevel }: TeaserCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      {item.image ? (
        <img
          className={styles.image}
          src={item.image.res1x}
          srcSet={`${item.image.res1x} 1x, ${item.image.res2x} 2x`}
          alt={item.image.alt}
          loading="lazy"
          width={576}
          height={324}
        />
      ) : (
        <div className={styles.imagePlaceholder} aria-hidden="true" />
      )}
      <div className={styles.body}>
        {item.date && (
          <time className={styles.date} dateTime={item.date}>
            {formatDate(item.date)}
          </time>
        )}
        <Heading className={styles.title}>
          <a
            className={styles.link}
            href={item.url}
            {...(item.opensInNewTab && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {item.title}
            {item.opensInNewTab && (
              <span className={styles.visuallyHidden}>
                {' '}
                {intl.formatMessage({ id: 'lists.teaserSlider.newTab' })}
              </span>
            )}
          </a>
        </Heading>
        {item.text && <p className={styles.text}>{truncate(item.text, TEXT_LENGTH)}</p>}
      </div>
    </article>
  );
}
