import { useIntl } from 'react-intl';
import type { WidgetProps } from '@ctb/shared/runtime';
import { ContentCarousel } from '../../common/content-carousel';
import type { FullWidthCarouselConfig } from './config-schema';

/** Cards on a band across the whole page: a carousel when more than fit side by side. */
export function FullWidthCarousel({ config }: WidgetProps<FullWidthCarouselConfig>) {
  const intl = useIntl();
  return (
    <ContentCarousel
      items={config.items}
      title={config.title}
      label={config.title ?? intl.formatMessage({ id: 'chrome.fullWidthCarousel.label' })}
      headingLevel={config.headingLevel ?? 2}
      variant="fullWidth"
      source="chrome/full-width-carousel"
    />
  );
}
