import { widgetImplementation } from '@ctb/shared/runtime';
import { carouselMessages } from '../../common/content-carousel';
import { recommendationCarouselConfigSchema } from './config-schema';
import { messages } from './messages';
import { RecommendationCarousel } from './recommendation-carousel';

/** `chrome/recommendation-carousel`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: RecommendationCarousel,
  configSchema: recommendationCarouselConfigSchema,
  messages: [carouselMessages, messages],
});
