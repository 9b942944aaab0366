import { describeContentCarousel } from '../../common/content-carousel/testing/content-carousel-cases';
import { messages } from './messages';
import { RecommendationCarousel } from './recommendation-carousel';

describe('chrome/recommendation-carousel', () => {
  describeContentCarousel({
    Component: RecommendationCarousel,
    messages,
    defaultLabel: { de: 'Empfehlungen', en: 'Recommendations' },
  });
});
