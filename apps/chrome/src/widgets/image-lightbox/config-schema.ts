import * as v from '@ctb/shared/validation';
import { lightboxImageSchema } from '../../common/lightbox';
import { responsiveImageSchema } from '../../common/responsive-image';

/** `chrome/image-lightbox`: a picture in the text that opens large in the picture overlay. */
export const imageLightboxConfigSchema = v.object({
  /** The picture in the page. */
  image: responsiveImageSchema,
  /** A caption under it. */
  caption: v.optional(v.string()),
  /** The large picture with its info. */
  large: lightboxImageSchema,
});

export type ImageLightboxConfig = v.InferOutput<typeof imageLightboxConfigSchema>;
