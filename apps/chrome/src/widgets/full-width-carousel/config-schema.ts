import * as v from '@ctb/shared/validation';
import { carouselConfigEntries } from '../../common/content-carousel';

/** `chrome/full-width-carousel`: a band across the page with topic or product cards. */
export const fullWidthCarouselConfigSchema = v.object({ ...carouselConfigEntries });

export type FullWidthCarouselConfig = v.InferOutput<typeof fullWidthCarouselConfigSchema>;
