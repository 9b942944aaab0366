import * as v from '@ctb/shared/validation';
import { imageUrlSchema } from '../responsive-image';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** A picture of the overlay with its info (SPEC "Gallery image": title, text, album, copyright). */
export const lightboxImageSchema = v.object({
  id: text,
  title: text,
  text: v.optional(v.string()),
  albumTitle: v.optional(v.string()),
  /** YYYY-MM-DD */
  albumDate: v.optional(v.pipe(v.string(), v.isoDate())),
  copyright: v.optional(v.string()),
  alt: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** The picture in several widths, the browser choosing by screen. */
  sources: v.pipe(
    v.array(
      v.object({ src: imageUrlSchema, width: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    ),
    v.minLength(1),
  ),
});

export type LightboxImage = v.InferOutput<typeof lightboxImageSchema>;
