import * as v from '@ctb/shared/validation';
import { responsiveImageSchema } from '../../common/responsive-image';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

const productSchema = v.object({
  id: text,
  name: text,
  /** The price line under the name, e.g. "3,90 € pro Monat". */
  price: v.optional(text),
  badge: v.optional(text),
  image: v.optional(responsiveImageSchema),
  /** Per feature id: a text, or yes/no (shown as a tick or a dash, read as "Ja"/"Nein"). */
  values: v.record(v.string(), v.union([v.string(), v.boolean()])),
  link: v.optional(v.object({ href: text, text: text })),
});

/** `chrome/comparison-table`: products side by side, feature by feature. */
export const comparisonTableConfigSchema = v.pipe(
  v.object({
    title: v.optional(text),
    headingLevel: v.optional(v.picklist([2, 3, 4])),
    /** The table's caption (what it compares), for screen readers and as its name. */
    caption: text,
    /** Whether the features stand in a column of their own (then one product column fewer). */
    descriptionColumn: v.optional(v.boolean(), true),
    features: v.pipe(v.array(v.object({ id: text, label: text })), v.minLength(1)),
    products: v.pipe(v.array(productSchema), v.minLength(1)),
  }),
  v.check(
    (config) =>
      new Set(config.products.map((product) => product.id)).size === config.products.length,
    'products: every id must be unique',
  ),
);

export type ComparisonTableConfig = v.InferOutput<typeof comparisonTableConfigSchema>;
export type ComparisonProduct = ComparisonTableConfig['products'][number];
