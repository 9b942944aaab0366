import { describeContentCarousel } from '../../common/content-carousel/testing/content-carousel-cases';
import { FullWidthCarousel } from './full-width-carousel';
import { messages } from './messages';

describe('chrome/full-width-carousel', () => {
  describeContentCarousel({
    Component: FullWidthCarousel,
    messages,
    defaultLabel: { de: 'Themen', en: 'Topics' },
  });
});
