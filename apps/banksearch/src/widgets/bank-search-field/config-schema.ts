import * as v from '@ctb/shared/validation';

const copySchema = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** A form field name: letters, digits, `-` and `_`, beginning with a letter (as forms' ids). */
const FIELD_NAME = /^[A-Za-z][\w-]{0,63}$/;
const MAX_SHOWN = 60;

export interface BankSearchFieldConfig {
  label?: string;
  name?: string;
  params?: Record<string, unknown>;
  /** Why the configured `name` was dropped, for the widget's log (set by the schema). */
  droppedName?: string;
}

/** `data-config` of `banksearch/bank-search-field`. */
export const bankSearchFieldConfigSchema = v.pipe(
  v.object({
    /** The field's label; "Ihre Bank" by default. */
    label: v.optional(copySchema),
    /**
     * Form field name: when given, a hidden input of that name carries the stored branch's id.
     * Technical: one that is no field name is dropped (no hidden input, logged), the field shows.
     */
    name: v.optional(v.string()),
    /** Extra parameters passed to the branch search it opens, unchanged. */
    params: v.optional(v.record(v.string(), v.unknown())),
  }),
  v.transform(({ name, ...config }): BankSearchFieldConfig => {
    if (name === undefined || name.trim() === '') return config;
    if (FIELD_NAME.test(name)) return { ...config, name };
    const shown = name.length > MAX_SHOWN ? `${name.slice(0, MAX_SHOWN)}…` : name;
    return {
      ...config,
      droppedName: `the form field name ${JSON.stringify(shown)} was dropped: it must begin with a letter and hold only letters, digits, - or _`,
    };
  }),
);
