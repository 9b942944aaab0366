import { useIntl } from 'react-intl';
import { safeHref } from '@ctb/shared/runtime';
import { ResponsiveImage } from '../responsive-image';
import type { ContentCard as ContentCardData } from './card-schema';
import styles from './content-carousel.module.css';

export interface ContentCardProps {
  card: ContentCardData;
  headingLevel: 3 | 4 | 5;
  /** The picture's width per viewport (`sizes`). */
  imageSizes: string;
  source: string;
}

/** A product or topic card: picture, label, title, short text and a call-to-action link. */
export function ContentCard({ card, headingLevel, imageSizes, source }: ContentCardProps) {
  const intl = useIntl();
  const Heading = `h${headingLevel}` as const;
  const href = card.link && safeHref(card.link.href, { source: `${source} items.link.href` });
  const newTab = card.link?.target === '_blank';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {card.image ? (
          <ResponsiveImage className={styles.image} image={card.image} sizes={imageSizes} />
        ) : (
          <div className={styles.imagePlaceholder} aria-hidden="true" />
        )}
        {card.badge && <span className={styles.badge}>{card.badge}</span>}
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>{card.title}</Heading>
        {card.text && <p className={styles.text}>{card.text}</p>}
        {href && card.link && (
          <a
            className={styles.cta}
            href={href}
            {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {card.link.text}
            <span className={styles.visuallyHidden}>
              {`: ${card.title}`}
              {newTab && ` ${intl.formatMessage({ id: 'chrome.carousel.newTab' })}`}
            </span>
          </a>
        )}
      </div>
    </article>
  );
}
