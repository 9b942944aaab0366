import * as v from '@ctb/shared/validation';
import { imageUrlSchema, responsiveImageSchema } from '../../common/responsive-image';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
const htmlPath = v.pipe(
  v.string(),
  v.regex(/^\/(?![/\\])\S*\.html$/, 'must be a site path ending in .html'),
);

/** `chrome/gallery`: a grid of pictures with "load more" and the picture overlay. */
export const galleryConfigSchema = v.object({
  title: v.optional(text),
  headingLevel: v.optional(v.picklist([2, 3, 4])),
  /** The first page of pictures, as the CMS renders them. */
  images: v.array(v.object({ id: text, thumbnail: responsiveImageSchema })),
  /** Further pages: the page number goes into the file name before `.html` (`x.html` -> `x.2.html`). */
  loadMoreUrl: v.optional(htmlPath),
  /** How many pictures the gallery has in all: the button goes once that many are shown. */
  maxImages: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** JSON list of every picture with its info (SPEC "Gallery image"), fetched once, cached. */
  detailImagesUrl: imageUrlSchema,
});

export type GalleryConfig = v.InferOutput<typeof galleryConfigSchema>;
