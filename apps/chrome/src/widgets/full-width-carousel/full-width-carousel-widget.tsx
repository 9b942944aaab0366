import { widgetImplementation } from '@ctb/shared/runtime';
import { carouselMessages } from '../../common/content-carousel';
import { fullWidthCarouselConfigSchema } from './config-schema';
import { messages } from './messages';
import { FullWidthCarousel } from './full-width-carousel';

/** `chrome/full-width-carousel`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: FullWidthCarousel,
  configSchema: fullWidthCarouselConfigSchema,
  messages: [carouselMessages, messages],
});
