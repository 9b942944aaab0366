import * as v from '@ctb/shared/validation';
import { responsiveImageSchema } from '../responsive-image';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** One card of a carousel, as the editor fills it in. */
export const contentCardSchema = v.object({
  id: text,
  title: text,
  text: v.optional(v.string()),
  /** A short label over the picture, e.g. "Neu" or "Aktion". */
  badge: v.optional(text),
  image: v.optional(responsiveImageSchema),
  link: v.optional(
    v.object({ href: text, text: text, target: v.optional(v.picklist(['_self', '_blank'])) }),
  ),
});

export type ContentCard = v.InferOutput<typeof contentCardSchema>;

/** The settings both carousels share. */
export const carouselConfigEntries = {
  title: v.optional(text),
  headingLevel: v.optional(v.picklist([2, 3, 4])),
  items: v.pipe(v.array(contentCardSchema), v.minLength(1)),
};
