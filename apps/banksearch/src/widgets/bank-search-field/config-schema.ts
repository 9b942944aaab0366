import * as v from 'valibot';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** `data-config` of `banksearch/bank-search-field`. */
export const bankSearchFieldConfigSchema = v.object({
  /** The field's label; "Ihre Bank" by default. */
  label: v.optional(copySchema),
  /** Form field name: when given, a hidden input of that name carries the stored branch's id. */
  name: v.optional(copySchema),
  /** Extra parameters passed to the branch search it opens, unchanged. */
  params: v.optional(v.record(v.string(), v.unknown())),
});

export type BankSearchFieldConfig = v.InferOutput<typeof bankSearchFieldConfigSchema>;
