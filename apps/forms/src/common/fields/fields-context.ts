import { createContext, useContext } from 'react';
import type { RemainingLimits } from '../definition/definition-schema';
import type { RuleContext } from '../rules/field-schema';

/** What every field of one form needs besides its definition. */
export interface FieldsContextValue {
  /** Unique per form on the page: field element ids are `<idPrefix>-<field id>`. */
  idPrefix: string;
  rules: RuleContext;
  limits: RemainingLimits | undefined;
  /** The form's FORMID and this instance, for uploads. */
  formId: string;
  instanceId: string;
  /** Where `/forms/{FORMID}/…` lives (the site host by default). */
  servicesBase: string;
}

export const FieldsContext = createContext<FieldsContextValue | null>(null);

export function useFieldsContext(): FieldsContextValue {
  const value = useContext(FieldsContext);
  if (!value) throw new Error('a form field must be rendered inside its form');
  return value;
}

/** The element id of a field (its first control), which error links point to. */
export const fieldElementId = (idPrefix: string, fieldId: string) => `${idPrefix}-${fieldId}`;
