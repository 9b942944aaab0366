import * as v from '@ctb/shared/validation';
import { formDefinitionSchema, type FormDefinition } from './definition-schema';

export type DefinitionResult =
  | { ok: true; definition: FormDefinition }
  | { ok: false; formId: string; path: string; message: string };

interface Problem {
  path: string;
  message: string;
}

/** Rules across fields that a schema of one value cannot see; the first problem, or null. */
function crossFieldProblem(definition: FormDefinition): Problem | null {
  const fieldIds = new Map<string, string>();
  const stepIds = new Set<string>();
  for (const [stepIndex, step] of definition.steps.entries()) {
    if (stepIds.has(step.id))
      return { path: `steps.${stepIndex}.id`, message: `step id "${step.id}" is used twice` };
    stepIds.add(step.id);
  }
  for (const [stepIndex, step] of definition.steps.entries()) {
    for (const [fieldIndex, field] of step.fields.entries()) {
      const path = `steps.${stepIndex}.fields.${fieldIndex}`;
      // A condition's target names a field or a step, so one name must not mean both.
      if (fieldIds.has(field.id) || stepIds.has(field.id))
        return { path: `${path}.id`, message: `id "${field.id}" is used twice` };
      fieldIds.set(field.id, field.type);
      if (field.type === 'buttonList') {
        const seen = new Set<string>();
        for (const [optionIndex, option] of field.options.entries()) {
          // A button list tells its buttons apart by value (SPEC: values must be unique).
          if (seen.has(option.value))
            return {
              path: `${path}.options.${optionIndex}.value`,
              message: `button list value "${option.value}" is used twice`,
            };
          seen.add(option.value);
        }
      }
    }
  }
  for (const [stepIndex, step] of definition.steps.entries()) {
    for (const [fieldIndex, field] of step.fields.entries()) {
      if (field.type === 'appointment' && field.branchField) {
        if (fieldIds.get(field.branchField) !== 'branch')
          return {
            path: `steps.${stepIndex}.fields.${fieldIndex}.branchField`,
            message: `"${field.branchField}" is not a branch field of this form`,
          };
      }
    }
  }
  for (const [index, condition] of definition.conditions.entries()) {
    if (!fieldIds.has(condition.field))
      return { path: `conditions.${index}.field`, message: `no field "${condition.field}"` };
    for (const [actionIndex, { action, target }] of condition.actions.entries()) {
      const isStep = stepIds.has(target);
      if (!fieldIds.has(target) && !isStep)
        return {
          path: `conditions.${index}.actions.${actionIndex}.target`,
          message: `no field or step "${target}"`,
        };
      if (isStep && action !== 'show' && action !== 'hide')
        return {
          path: `conditions.${index}.actions.${actionIndex}.action`,
          message: `a step can only be shown or hidden, not "${action}"`,
        };
    }
  }
  for (const id of Object.keys(definition.remainingLimits ?? {})) {
    if (!fieldIds.has(id)) return { path: `remainingLimits.${id}`, message: `no field "${id}"` };
  }
  return null;
}

function formIdOf(raw: unknown, fallback: string | undefined): string {
  const id = typeof raw === 'object' && raw !== null ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'string' && id !== '' ? id : (fallback ?? '(without id)');
}

/**
 * Reads a form definition: the schema first, then the rules across fields. A broken definition
 * is described by its form id, the first bad path and what is wrong there.
 */
export function validateDefinition(raw: unknown, fallbackId?: string): DefinitionResult {
  const result = v.safeParse(formDefinitionSchema, raw);
  if (!result.success) {
    const issue = result.issues[0];
    return {
      ok: false,
      formId: formIdOf(raw, fallbackId),
      path: v.getDotPath(issue) ?? '(root)',
      message: issue.message,
    };
  }
  const problem = crossFieldProblem(result.output);
  if (problem) return { ok: false, formId: result.output.id, ...problem };
  return { ok: true, definition: result.output };
}

/** The one line a broken definition is logged with. */
export function describeDefinitionError(result: Extract<DefinitionResult, { ok: false }>): string {
  return `form "${result.formId}": invalid definition at ${result.path}: ${result.message}`;
}

/** Every field of the form, in the order of its steps. */
export const allFields = (definition: FormDefinition) =>
  definition.steps.flatMap((step) => step.fields);
