import * as v from '@ctb/shared/validation';

const path = v.pipe(
  v.string(),
  v.regex(/^\/(?!\/)[^\s]*$/, 'must be a path starting with a single /'),
);
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));

/** A topic: `name` is technical (the key the service gets as `true`), `label` is shown. */
const checkboxSchema = v.object({
  name: v.pipe(
    v.string(),
    v.regex(/^[a-zA-Z][\w-]{0,39}$/, 'must be a name of letters, digits, - or _'),
  ),
  label: text,
  required: v.optional(v.boolean('must be true or false'), false),
});

export type NewsletterCheckbox = v.InferOutput<typeof checkboxSchema>;

const MAX_SHOWN = 60;
const shown = (value: unknown) => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > MAX_SHOWN ? `${json.slice(0, MAX_SHOWN)}…` : json;
};

/**
 * The usable checkboxes, and why the others were left out: one the service could not take (a
 * name that is no technical name, a name used twice, no label) is dropped instead of the whole
 * sign-up, which shows the rest. Its name never reaches the page.
 */
function usableCheckboxes(items: unknown[]) {
  const checkboxes: NewsletterCheckbox[] = [];
  const dropped: string[] = [];
  items.forEach((item, index) => {
    const result = v.safeParse(checkboxSchema, item);
    const where = `checkbox ${index + 1}`;
    if (!result.success) {
      const [issue] = result.issues;
      const key = issue ? v.getDotPath(issue) : null;
      dropped.push(
        `${where}${key ? ` (${key} ${shown(issue?.input)})` : ''}: ${issue?.message ?? 'invalid'}`,
      );
    } else if (checkboxes.some((box) => box.name === result.output.name)) {
      dropped.push(`${where}: the name ${shown(result.output.name)} is used twice`);
    } else {
      checkboxes.push(result.output);
    }
  });
  return { checkboxes, dropped };
}

/** `data-config` of `forms/newsletter`. */
export const newsletterConfigSchema = v.pipe(
  v.object({
    /** Where the sign-up is posted as JSON (the form action). */
    action: path,
    title: v.optional(text),
    intro: v.optional(text),
    headingLevel: v.optional(v.picklist([2, 3, 4], 'must be 2, 3 or 4'), 2),
    /** `footer`: compact, for the foot of a page. */
    variant: v.optional(v.picklist(['default', 'footer'], 'must be default or footer'), 'default'),
    /** The topics; each ticked one is sent by its name as `true`. A bad one is left out. */
    checkboxes: v.array(v.unknown(), 'must be a list of checkboxes'),
    privacyText: v.optional(text),
    submitLabel: v.optional(text),
    successTitle: v.optional(text),
    successText: v.optional(text),
    errorTitle: v.optional(text),
    errorText: v.optional(text),
  }),
  v.transform((config) => {
    const { checkboxes, dropped } = usableCheckboxes(config.checkboxes);
    /** `droppedCheckboxes`: why each left-out checkbox was left out, for the widget's log. */
    return { ...config, checkboxes, droppedCheckboxes: dropped };
  }),
);

export type NewsletterConfig = v.InferOutput<typeof newsletterConfigSchema>;
