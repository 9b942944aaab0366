import * as v from '@ctb/shared/validation';

/** Field ids are the names values travel under: letters, digits, `-` and `_`, no dots. */
export const idSchema = v.pipe(
  v.string('must be a string'),
  v.regex(
    /^[A-Za-z][\w-]{0,63}$/,
    'must start with a letter and hold only letters, digits, - or _',
  ),
);

const textSchema = v.pipe(v.string('must be a string'), v.trim(), v.nonEmpty('must not be empty'));

/** A path on the site or the paas ("/forms/..."), never another origin. */
export const pathSchema = v.pipe(
  v.string('must be a string'),
  v.regex(/^\/(?!\/)[^\s]*$/, 'must be a path starting with a single /'),
);

/** `YYYY-MM-DD`, `today`, or today moved by days, months or years (`today+14d`, `today-18y`). */
export const dateBoundSchema = v.pipe(
  v.string('must be a string'),
  v.regex(
    /^(\d{4}-\d{2}-\d{2}|today([+-]\d{1,4}[dmy])?)$/,
    'must be YYYY-MM-DD, today or today±N followed by d, m or y',
  ),
);

/** The texts a form or field may set instead of the default messages (SPEC "Forms"). */
export const MESSAGE_KEYS = [
  'required',
  'email',
  'number',
  'range',
  'min',
  'max',
  'length',
  'minLength',
  'maxLength',
  'choice',
  'date',
  'dateInvalid',
  'dateMin',
  'dateMax',
  'period',
  'periodDate',
  'periodOrder',
  'url',
  'appointment',
  'branch',
  'upload',
  'fileCount',
  'fileSize',
  'fileExtension',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

const messagesSchema = v.optional(
  v.record(v.picklist(MESSAGE_KEYS, 'must be a known message key'), textSchema),
);

const optionSchema = v.object({
  value: v.pipe(v.string('must be a string'), v.nonEmpty('must not be empty')),
  label: textSchema,
  disabled: v.optional(v.boolean('must be true or false')),
});
export type FieldOption = v.InferOutput<typeof optionSchema>;

const optionsSchema = v.pipe(
  v.array(optionSchema, 'must be a list of options'),
  v.minLength(1, 'must hold at least one option'),
);

const base = {
  id: idSchema,
  label: textSchema,
  required: v.optional(v.boolean('must be true or false'), false),
  hint: v.optional(textSchema),
  messages: messagesSchema,
  /** Never kept in the draft (e.g. an account number, an ID). */
  sensitive: v.optional(v.boolean('must be true or false'), false),
  width: v.optional(v.picklist(['full', 'half'], 'must be full or half'), 'full'),
};

const lengths = {
  minLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
};

const autocomplete = v.optional(v.pipe(v.string(), v.regex(/^[a-z -]+$/, 'must be a token list')));

export const fieldSchema = v.variant(
  'type',
  [
    v.object({
      ...base,
      type: v.literal('text'),
      ...lengths,
      autocomplete,
      defaultValue: v.optional(v.string()),
    }),
    v.object({
      ...base,
      type: v.literal('email'),
      autocomplete,
      defaultValue: v.optional(v.string()),
    }),
    v.object({ ...base, type: v.literal('url'), defaultValue: v.optional(v.string()) }),
    v.object({
      ...base,
      type: v.literal('textarea'),
      ...lengths,
      rows: v.optional(v.pipe(v.number(), v.integer(), v.minValue(2), v.maxValue(20))),
    }),
    v.object({
      ...base,
      type: v.literal('number'),
      min: v.optional(v.number('must be a number')),
      max: v.optional(v.number('must be a number')),
      step: v.optional(
        v.pipe(
          v.number('must be a number'),
          v.check((value) => value > 0, 'must be above 0'),
        ),
      ),
      unit: v.optional(textSchema),
    }),
    v.object({
      ...base,
      type: v.literal('select'),
      options: optionsSchema,
      placeholder: v.optional(textSchema),
    }),
    v.object({ ...base, type: v.literal('radio'), options: optionsSchema }),
    v.object({ ...base, type: v.literal('checkbox') }),
    v.object({ ...base, type: v.literal('checkboxGroup'), options: optionsSchema }),
    v.object({
      ...base,
      type: v.literal('date'),
      minDate: v.optional(dateBoundSchema),
      maxDate: v.optional(dateBoundSchema),
    }),
    v.object({
      ...base,
      type: v.literal('period'),
      minDate: v.optional(dateBoundSchema),
      maxDate: v.optional(dateBoundSchema),
    }),
    v.object({
      ...base,
      type: v.literal('hidden'),
      value: v.string('must be a string'),
      /** Shows the value read-only with its label (e.g. the adviser a contact link named). */
      showValue: v.optional(v.boolean('must be true or false'), false),
    }),
    v.object({ ...base, type: v.literal('buttonList'), options: optionsSchema }),
    v.object({
      ...base,
      type: v.literal('upload'),
      maxFiles: v.pipe(v.number(), v.integer(), v.minValue(1, 'must be at least 1')),
      /** Megabytes of 1,000,000 bytes each, as the bank's platform counts them. */
      maxSizeMb: v.pipe(
        v.number(),
        v.check((value) => value > 0, 'must be above 0'),
      ),
      accept: v.pipe(
        v.array(
          v.pipe(v.string(), v.regex(/^[a-z0-9]{1,8}$/, 'must be an extension without a dot')),
        ),
        v.minLength(1, 'must name at least one extension'),
      ),
    }),
    v.object({
      ...base,
      type: v.literal('appointment'),
      /** The most time blocks a visitor may propose. */
      maxSelections: v.pipe(v.number(), v.integer(), v.minValue(1, 'must be at least 1')),
      /** Under the paas base URL: `/api/{forms service}/forms-ui-services/rest/appointmentTime/`. */
      serviceUrl: v.optional(pathSchema),
      /** A branch field whose branch the times are asked for. */
      branchField: v.optional(idSchema),
    }),
    v.object({
      ...base,
      type: v.literal('branch'),
      params: v.optional(v.record(v.string(), v.string())),
    }),
    v.object({ ...base, type: v.literal('location'), placeholder: v.optional(textSchema) }),
  ],
  'must have a known field type',
);

export type FieldDefinition = v.InferOutput<typeof fieldSchema>;
export type FieldType = FieldDefinition['type'];
export type FieldOf<T extends FieldType> = Extract<FieldDefinition, { type: T }>;
