import * as v from '@ctb/shared/validation';

const path = v.pipe(
  v.string(),
  v.regex(/^\/(?!\/)[^\s]*$/, 'must be a path starting with a single /'),
);
const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
const key = v.pipe(
  v.string(),
  v.regex(/^[\w-]{1,64}$/, 'must be a key of letters, digits, - or _'),
);

/** `data-config` of `forms/event-form`. */
export const eventFormConfigSchema = v.pipe(
  v.object({
    definition: v.optional(v.looseObject({}, 'must be a form definition object')),
    definitionUrl: v.optional(path),
    formId: v.optional(text),
    /** The event-management service: `GET <serviceUrl>/eventdata.json`, `POST <serviceUrl>/{profilePKey}/{servicePKey}`. */
    serviceUrl: v.optional(path, '/api/campaign/forms'),
    /** SPEC: a form disabled by config is editable only while the registration is open. */
    disabled: v.optional(v.boolean('must be true or false'), false),
    /** The invitation when the page config has none (e.g. a page showing one event of many). */
    profilePKey: v.optional(key),
    servicePKey: v.optional(key),
    title: v.optional(text),
    headingLevel: v.optional(v.picklist([2, 3, 4], 'must be 2, 3 or 4'), 2),
  }),
  v.check(
    (config) => (config.definition === undefined) !== (config.definitionUrl === undefined),
    'needs exactly one of definition and definitionUrl',
  ),
  v.check(
    (config) => (config.profilePKey === undefined) === (config.servicePKey === undefined),
    'needs profilePKey and servicePKey together',
  ),
);

export type EventFormConfig = v.InferOutput<typeof eventFormConfigSchema>;
