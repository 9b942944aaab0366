import { allFields } from '../../common/definition/validate-definition';
import type { FormDefinition } from '../../common/definition/definition-schema';
import type { FieldDefinition } from '../../common/definition/field-schemas';
import type { FormInput } from '../../common/rules/field-values';

const PREFIX = 'ctb.forms.';

/** A random id for a form instance (the service ties tokens, uploads and the submission to it). */
export function newInstanceId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function')
    return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A short stable hash, so two overlays of one form with other prefills keep separate drafts. */
function hash(text: string): string {
  let value = 2166136261;
  for (const character of text) value = Math.imul(value ^ character.charCodeAt(0), 16777619);
  return (value >>> 0).toString(36);
}

/**
 * The key of one form instance on one page: the page, the form, which of its elements and the
 * values it was opened with. The same form reloaded gets the same key; another page or prefill
 * another one.
 */
export function instanceKey(
  formId: string,
  pagePath: string,
  position: number,
  prefill: Record<string, string> = {},
): string {
  return `${pagePath}|${formId}|${position}|${hash(JSON.stringify(prefill))}`;
}

export interface Draft {
  instanceId: string;
  values: FormInput;
  step: number;
}

/** Files are never kept (they are on the server only for this instance), nor fields marked sensitive. */
const keepsInDraft = (field: FieldDefinition) =>
  !field.sensitive && field.type !== 'upload' && field.type !== 'branch';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string, definition: FormDefinition): Draft | null {
  try {
    const raw = storage()?.getItem(`${PREFIX}draft.${key}`);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (
      typeof draft.instanceId !== 'string' ||
      typeof draft.values !== 'object' ||
      draft.values === null
    )
      return null;
    const kept = new Set(
      allFields(definition)
        .filter(keepsInDraft)
        .map((field) => field.id),
    );
    const values = Object.fromEntries(Object.entries(draft.values).filter(([id]) => kept.has(id)));
    return {
      instanceId: draft.instanceId,
      values,
      step: typeof draft.step === 'number' ? draft.step : 0,
    };
  } catch {
    // A draft that cannot be read is no reason to lose the form: start empty.
    return null;
  }
}

export function writeDraft(key: string, definition: FormDefinition, draft: Draft): void {
  const kept = allFields(definition).filter(keepsInDraft);
  const values = Object.fromEntries(kept.map((field) => [field.id, draft.values[field.id]]));
  try {
    storage()?.setItem(`${PREFIX}draft.${key}`, JSON.stringify({ ...draft, values }));
  } catch (error) {
    // Storage full or blocked: the form works on, only a reload would lose the draft.
    console.warn('[ctb] forms/form: the draft could not be kept in sessionStorage', error);
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(`${PREFIX}draft.${key}`);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
