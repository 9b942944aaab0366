import * as v from '@ctb/shared/validation';

const path = v.pipe(
  v.string(),
  v.regex(/^\/(?!\/)[^\s]*$/, 'must be a path starting with a single /'),
);

/**
 * `data-config` of `forms/form`: the definition itself or the URL to load it from. The
 * definition is checked by the widget (naming the form id and the first bad path), not here.
 */
export const formConfigSchema = v.pipe(
  v.object({
    definition: v.optional(v.looseObject({}, 'must be a form definition object')),
    definitionUrl: v.optional(path),
    /** The form's id when the definition cannot say it (a URL that fails). */
    formId: v.optional(v.pipe(v.string(), v.nonEmpty())),
    /** Values to start with, by field id (e.g. from a contact link's formPrefillValues). */
    prefill: v.optional(v.record(v.string(), v.string())),
    headingLevel: v.optional(v.picklist([2, 3, 4], 'must be 2, 3 or 4'), 2),
    /** false where something else names the form already (the overlay's dialog title). */
    showTitle: v.optional(v.boolean('must be true or false'), true),
    /** Base of `/forms/{FORMID}/…` (default: the site host). */
    servicesBase: v.optional(
      v.pipe(v.string(), v.regex(/^(https?:\/\/[^/\s]+)?$/, 'must be empty or an origin')),
      '',
    ),
  }),
  v.check(
    (config) => (config.definition === undefined) !== (config.definitionUrl === undefined),
    'needs exactly one of definition and definitionUrl',
  ),
);

export type FormConfig = v.InferOutput<typeof formConfigSchema>;
