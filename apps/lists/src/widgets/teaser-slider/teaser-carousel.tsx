import { useIntl } from 'react-intl';
import { useBreakpoint } from '@ctb/shared/runtime';
import { Carousel, type CarouselLabels } from '@ctb/shared/carousel';
import type { TeaserItem } from './api';
import { TeaserCard } from './teaser-card';
import { ARROWS_FROM_ITEMS, slidesPerView } from './slides-per-view';

export interface TeaserCarouselProps {
  items: TeaserItem[];
  label: string;
  cardHeadingLevel: 3 | 4 | 5;
}

/** The teasers on the site's one carousel (libs/shared), in the lists' words. */
export function TeaserCarousel({ items, label, cardHeadingLevel }: TeaserCarouselProps) {
  const intl = useIntl();
  const breakpoint = useBreakpoint();
  const labels: CarouselLabels = {
    carousel: intl.formatMessage({ id: 'lists.teaserSlider.carousel' }),
    previous: intl.formatMessage({ id: 'lists.teaserSlider.previous' }),
    next: intl.formatMessage({ id: 'lists.teaserSlider.next' }),
    shown: (first, last, total) =>
      first === last
        ? intl.formatMessage({ id: 'lists.teaserSlider.visibleOne' }, { first, total })
        : intl.formatMessage({ id: 'lists.teaserSlider.visibleRange' }, { first, last, total }),
  };
  return (
    <Carousel
      items={items}
      itemKey={(item) => item.id}
      renderItem={(item) => <TeaserCard item={item} headingLevel={cardHeadingLevel} />}
      label={label}
      labels={labels}
      slidesPerView={slidesPerView(breakpoint)}
      showArrows={items.length >= ARROWS_FROM_ITEMS}
      // Rebuilt when the breakpoint changes (SPEC), starting again at the first teaser.
      rebuildKey={breakpoint}
    />
  );
}
