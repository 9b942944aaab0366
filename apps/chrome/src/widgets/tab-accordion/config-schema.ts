import * as v from '@ctb/shared/validation';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

const itemSchema = v.object({
  /** The item's address on the page (`#<id>` opens it): letters, digits, - and _. */
  id: v.pipe(v.string(), v.regex(/^[A-Za-z][\w-]{0,60}$/, 'must be a simple id for the URL hash')),
  title: text,
  /** The item's content: CMS markup, sanitised before it is shown. */
  html: v.string(),
});

/** `chrome/tab-accordion`: tabs on wide layouts, an accordion on narrow ones. */
export const tabAccordionConfigSchema = v.pipe(
  v.object({
    /** Names the whole (a heading above it when given). */
    title: v.optional(text),
    headingLevel: v.optional(v.picklist([2, 3, 4])),
    items: v.pipe(v.array(itemSchema), v.minLength(1)),
  }),
  v.check(
    (config) => new Set(config.items.map((item) => item.id)).size === config.items.length,
    'items: every id must be unique',
  ),
);

export type TabAccordionConfig = v.InferOutput<typeof tabAccordionConfigSchema>;
export type TabAccordionItem = TabAccordionConfig['items'][number];
