import { useIntl } from 'react-intl';
import { truncate } from '@ctb/shared/formats';
import { formatDate } from '@ctb/shared/dates';
import {
  BankTeaserCard,
  ClubBenefitTeaserCard,
  EmployeeTeaserCard,
  FaqTeaserCard,
} from './more-teaser-cards';
import type { ContentTeaser, TeaserItem } from './teaser-item';
import styles from './teaser-slider.module.css';

/** A teaser's short text: long enough for a sentence, short enough for equal card heights. */
const TEXT_LENGTH = 110;

export interface TeaserCardProps {
  item: TeaserItem;
  /** One level below the slider's own heading. */
  headingLevel: 3 | 4 | 5;
}

/** A teaser in the layout of its kind. */
export function TeaserCard({ item, headingLevel }: TeaserCardProps) {
  switch (item.kind) {
    case 'content':
      return <ContentTeaserCard item={item} headingLevel={headingLevel} />;
    case 'faq':
      return <FaqTeaserCard item={item} headingLevel={headingLevel} />;
    case 'employee':
      return <EmployeeTeaserCard item={item} headingLevel={headingLevel} />;
    case 'bank':
      return <BankTeaserCard item={item} headingLevel={headingLevel} />;
    case 'clubBenefit':
      return <ClubBenefitTeaserCard item={item} headingLevel={headingLevel} />;
  }
}

/** A news, event, page or job teaser: picture, date, linked title and a short text. */
function ContentTeaserCard({
  item,
  headingLevel,
}: {
  item: ContentTeaser;
  headingLevel: 3 | 4 | 5;
}) {
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
            href={item.url || undefined}
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
