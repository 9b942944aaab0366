import * as v from '@ctb/shared/validation';
import { fieldSchema, idSchema, pathSchema } from './field-schemas';

export const CONDITION_OPERATIONS = [
  'equals',
  'notEquals',
  'contains',
  'empty',
  'notEmpty',
  'greaterThan',
  'lessThan',
] as const;
export type ConditionOperation = (typeof CONDITION_OPERATIONS)[number];

export const CONDITION_ACTIONS = ['show', 'hide', 'enable', 'disable', 'require'] as const;
export type ConditionAction = (typeof CONDITION_ACTIONS)[number];

const text = v.pipe(v.string('must be a string'), v.trim(), v.nonEmpty('must not be empty'));

/** SPEC "Form condition": field, operation, value, actions of action and target. */
export const conditionSchema = v.object({
  field: idSchema,
  operation: v.picklist(CONDITION_OPERATIONS, `must be one of ${CONDITION_OPERATIONS.join(', ')}`),
  value: v.optional(
    v.union([v.string(), v.number(), v.boolean()], 'must be text, a number or true/false'),
  ),
  actions: v.pipe(
    v.array(
      v.object({
        action: v.picklist(CONDITION_ACTIONS, `must be one of ${CONDITION_ACTIONS.join(', ')}`),
        /** A field id, or a step id for show/hide of a whole step. */
        target: idSchema,
      }),
      'must be a list of actions',
    ),
    v.minLength(1, 'must hold at least one action'),
  ),
});
export type FormCondition = v.InferOutput<typeof conditionSchema>;

const stepSchema = v.object({
  id: idSchema,
  title: text,
  description: v.optional(text),
  fields: v.pipe(
    v.array(fieldSchema, 'must be a list of fields'),
    v.minLength(1, 'must hold at least one field'),
  ),
});
export type FormStep = v.InferOutput<typeof stepSchema>;

/** Texts of the form around its fields; each has a default in the widget's messages. */
const textsSchema = v.object({
  submit: v.optional(text),
  next: v.optional(text),
  previous: v.optional(text),
  successTitle: v.optional(text),
  successText: v.optional(text),
  errorTitle: v.optional(text),
  errorText: v.optional(text),
});

const limitSchema = v.pipe(
  v.number('must be a number'),
  v.integer('must be whole'),
  v.minValue(0, 'must not be negative'),
);

/**
 * A form as the CMS authors it: steps of fields, conditions between them, limits, texts. The
 * widget reads it from `data-config` or from a URL and checks it with this schema first.
 */
export const formDefinitionSchema = v.object({
  /** The FORMID of the form services (`/forms/{FORMID}/…`). */
  id: idSchema,
  title: v.optional(text),
  intro: v.optional(text),
  steps: v.pipe(
    v.array(stepSchema, 'must be a list of steps'),
    v.minLength(1, 'must hold at least one step'),
  ),
  conditions: v.optional(v.array(conditionSchema, 'must be a list of conditions'), []),
  /** Remaining places per field (SPEC "Remaining limits"); a URL answering them wins. */
  remainingLimits: v.optional(v.record(idSchema, limitSchema)),
  remainingLimitsUrl: v.optional(pathSchema),
  texts: v.optional(textsSchema, {}),
});

export type FormDefinition = v.InferOutput<typeof formDefinitionSchema>;
export type RemainingLimits = Record<string, number>;
