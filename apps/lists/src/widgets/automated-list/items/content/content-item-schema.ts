import * as v from '@ctb/shared/validation';
import { safeHref } from '@ctb/shared/runtime';

/** A link of the item through the shared check: '' (no link) when unsafe, which is logged. */
const safeLink = (field: string) =>
  v.pipe(
    v.string(),
    v.transform((href) => safeHref(href, { source: `lists list item ${field}` }) ?? ''),
  );

const variant = v.object({ res1x: v.string(), res2x: v.string() });

/** SPEC "List item": the breakpoint variants of a picture, each at 1x and 2x. */
export const imageSetSchema = v.object({
  lg: v.optional(variant),
  md: v.optional(variant),
  sm: v.optional(variant),
  xs: v.optional(variant),
  alt: v.optional(v.string(), ''),
  copyright: v.optional(v.string(), ''),
});
export type ImageSet = v.InferOutput<typeof imageSetSchema>;

const target = v.optional(v.string(), '_self');

/** The fields the page, default, faq, event and news layouts read (SPEC "List item"). */
export const contentItemSchema = v.looseObject({
  type: v.string(),
  accessibilityID: v.optional(v.string()),
  title: v.string(),
  subTitle: v.optional(v.string(), ''),
  text: v.optional(v.string(), ''),
  url: v.optional(safeLink('url'), ''),
  cta: v.optional(
    v.pipe(
      v.object({ href: safeLink('cta.href'), target, text: v.string() }),
      v.transform((cta) => (cta.href ? cta : undefined)),
    ),
  ),
  links: v.optional(
    v.pipe(
      v.array(v.object({ text: v.string(), href: safeLink('links[].href'), target })),
      v.transform((links) => links.filter((link) => link.href)),
    ),
    [],
  ),
  listImage: v.optional(imageSetSchema),
  date: v.optional(v.object({ from: v.string(), to: v.optional(v.string()) })),
  time: v.optional(v.object({ from: v.optional(v.string()), to: v.optional(v.string()) })),
  place: v.optional(v.string()),
  eventDescriptionText: v.optional(v.string()),
  newsDate: v.optional(v.string()),
  tags: v.optional(v.array(v.string()), []),
});
export type ContentItem = v.InferOutput<typeof contentItemSchema>;
