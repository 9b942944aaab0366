import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Resolver } from 'react-hook-form';
import * as v from '@ctb/shared/validation';
import type { FormDefinition } from '../definition/definition-schema';
import { allFields } from '../definition/validate-definition';
import { evaluateConditions, isActive, isSent, type FormState } from './conditions';
import { fieldSchema, type RuleContext } from './field-schema';
import { toPayloadValue, type FormInput, type PayloadValue } from './field-values';

/** The value of every field as sent (before conditions take fields out). */
export function payloadValues(
  definition: FormDefinition,
  input: FormInput,
  ctx: RuleContext,
): Record<string, PayloadValue> {
  return Object.fromEntries(
    allFields(definition).map((field) => [
      field.id,
      toPayloadValue(field, input[field.id], ctx.language, ctx.touch),
    ]),
  );
}

/** Which fields are shown, enabled and required for what the visitor entered. */
export function formStateOf(
  definition: FormDefinition,
  input: FormInput,
  ctx: RuleContext,
): FormState {
  return evaluateConditions(definition, payloadValues(definition, input, ctx));
}

/**
 * The valibot schema of the whole form for its current state: one entry per field that is shown
 * and enabled; hidden or disabled fields are not validated.
 */
export function formSchema(definition: FormDefinition, state: FormState, ctx: RuleContext) {
  const entries = allFields(definition)
    .filter((field) => isActive(state, field.id))
    .map(
      (field) =>
        [field.id, fieldSchema(field, state.fields[field.id]?.required ?? false, ctx)] as const,
    );
  return v.looseObject(Object.fromEntries(entries));
}

/** react-hook-form's resolver: the conditions are evaluated anew on every validation. */
export function definitionResolver(
  definition: FormDefinition,
  rules: RuleContext,
): Resolver<FormInput> {
  return (values, context, options) => {
    const schema = formSchema(definition, formStateOf(definition, values, rules), rules);
    // The schema is built per call, so its input type is the open record react-hook-form holds.
    const resolve = valibotResolver(schema, undefined, {
      mode: 'sync',
      raw: true,
    }) as unknown as Resolver<FormInput>;
    return resolve(values, context, options);
  };
}

/** SPEC "Form submit payload": the values of the fields that are shown (and hidden inputs). */
export function buildPayload(
  definition: FormDefinition,
  input: FormInput,
  ctx: RuleContext,
): Record<string, PayloadValue> {
  const values = payloadValues(definition, input, ctx);
  const state = evaluateConditions(definition, values);
  return Object.fromEntries(Object.entries(values).filter(([id]) => isSent(state, definition, id)));
}
