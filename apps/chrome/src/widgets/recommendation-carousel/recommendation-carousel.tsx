import { useIntl } from 'react-intl';
import type { WidgetProps } from '@ctb/shared/runtime';
import { ContentCarousel } from '../../common/content-carousel';
import type { RecommendationCarouselConfig } from './config-schema';

/** Recommended products as cards: a carousel when more than fit side by side. */
export function RecommendationCarousel({ config }: WidgetProps<RecommendationCarouselConfig>) {
  const intl = useIntl();
  return (
    <ContentCarousel
      items={config.items}
      title={config.title}
      label={config.title ?? intl.formatMessage({ id: 'chrome.recommendationCarousel.label' })}
      headingLevel={config.headingLevel ?? 2}
      variant="recommendation"
      source="chrome/recommendation-carousel"
    />
  );
}
