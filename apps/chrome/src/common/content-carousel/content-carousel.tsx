import { useIntl } from 'react-intl';
import { useBreakpoint, usePageConfig } from '@ctb/shared/runtime';
import { Carousel, type CarouselLabels } from '@ctb/shared/carousel';
import type { ContentCard as ContentCardData } from './card-schema';
import { ContentCard } from './content-card';
import { carouselSlidesPerView, isCarouselNeeded } from './slides-per-view';
import styles from './content-carousel.module.css';

export interface ContentCarouselProps {
  items: readonly ContentCardData[];
  label: string;
  title?: string;
  headingLevel: 2 | 3 | 4;
  variant: 'recommendation' | 'fullWidth';
  /** `domain/widget`, for the log lines of dropped links. */
  source: string;
}

const IMAGE_SIZES = '(min-width: 1025px) 33vw, (min-width: 576px) 50vw, 100vw';

/**
 * Cards side by side: a carousel on the shared base when there are more than fit (3 above
 * 1024 px, 2 from 576 px, 1 below), else a still row. In the editor's edit mode every card is
 * shown, stacked, and nothing moves.
 */
export function ContentCarousel({
  items,
  label,
  title,
  headingLevel,
  variant,
  source,
}: ContentCarouselProps) {
  const intl = useIntl();
  const { editMode } = usePageConfig();
  const perView = carouselSlidesPerView(useBreakpoint());
  const Heading = `h${headingLevel}` as const;
  const cardHeadingLevel = (headingLevel + 1) as 3 | 4 | 5;
  const card = (item: ContentCardData) => (
    <ContentCard
      card={item}
      headingLevel={cardHeadingLevel}
      imageSizes={IMAGE_SIZES}
      source={source}
    />
  );
  const labels: CarouselLabels = {
    carousel: intl.formatMessage({ id: 'chrome.carousel.roleDescription' }),
    previous: intl.formatMessage({ id: 'chrome.carousel.previous' }),
    next: intl.formatMessage({ id: 'chrome.carousel.next' }),
    shown: (first, last, total) =>
      first === last
        ? intl.formatMessage({ id: 'chrome.carousel.shownOne' }, { first, total })
        : intl.formatMessage({ id: 'chrome.carousel.shownRange' }, { first, last, total }),
  };

  let content;
  if (editMode || !isCarouselNeeded(items.length, perView)) {
    content = (
      <ul
        className={editMode ? styles.stacked : styles.row}
        aria-label={title ? undefined : label}
        data-columns={editMode ? undefined : items.length}
      >
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
    );
  } else {
    content = (
      <Carousel
        items={items}
        itemKey={(item) => item.id}
        renderItem={card}
        label={label}
        labels={labels}
        slidesPerView={perView}
        showArrows
        rebuildKey={perView}
        arrows={variant === 'fullWidth' ? 'sides' : 'top'}
      />
    );
  }

  return (
    <div className={variant === 'fullWidth' ? styles.fullWidth : styles.recommendation}>
      <div className={styles.inner}>
        {title && <Heading className={styles.heading}>{title}</Heading>}
        {content}
      </div>
    </div>
  );
}
