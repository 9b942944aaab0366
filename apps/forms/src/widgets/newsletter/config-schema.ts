import * as v from 'valibot';

const path = v.pipe(
  v.string(),
  v.regex(/^\/(?!\/)[^\s]*$/, 'must be a path starting with a single /'),
);
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** `data-config` of `forms/newsletter`. */
export const newsletterConfigSchema = v.object({
  /** Where the sign-up is posted as JSON (the form action). */
  action: path,
  title: v.optional(text),
  intro: v.optional(text),
  headingLevel: v.optional(v.picklist([2, 3, 4], 'must be 2, 3 or 4'), 2),
  /** `footer`: compact, for the foot of a page. */
  variant: v.optional(v.picklist(['default', 'footer'], 'must be default or footer'), 'default'),
  /** The topics; each ticked one is sent by its name as `true`. */
  checkboxes: v.pipe(
    v.array(
      v.object({
        name: v.pipe(
          v.string(),
          v.regex(/^[a-zA-Z][\w-]{0,39}$/, 'must be a name of letters, digits, - or _'),
        ),
        label: text,
        required: v.optional(v.boolean('must be true or false'), false),
      }),
      'must be a list of checkboxes',
    ),
    v.check(
      (boxes) => new Set(boxes.map((box) => box.name)).size === boxes.length,
      'checkbox names must be unique',
    ),
  ),
  privacyText: v.optional(text),
  submitLabel: v.optional(text),
  successTitle: v.optional(text),
  successText: v.optional(text),
  errorTitle: v.optional(text),
  errorText: v.optional(text),
});

export type NewsletterConfig = v.InferOutput<typeof newsletterConfigSchema>;
