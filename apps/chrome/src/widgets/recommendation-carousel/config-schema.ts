import * as v from '@ctb/shared/validation';
import { carouselConfigEntries } from '../../common/content-carousel';

/** `chrome/recommendation-carousel`: product recommendations ("Das könnte Sie interessieren"). */
export const recommendationCarouselConfigSchema = v.object({ ...carouselConfigEntries });

export type RecommendationCarouselConfig = v.InferOutput<typeof recommendationCarouselConfigSchema>;
