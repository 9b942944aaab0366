import type { Language } from '../../common/config/app-names';

/**
 * The form definition format (docs/contracts.md, "Forms"). The platform keeps its own copy of
 * the types and rules: it validates every submission itself, as the bank's form service would,
 * and shares no code with the widget.
 */
export interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

interface Base {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  messages?: Record<string, string>;
  sensitive?: boolean;
  width?: 'full' | 'half';
}

export type FieldDefinition = Base &
  (
    | { type: 'text'; minLength?: number; maxLength?: number; autocomplete?: string }
    | { type: 'email'; autocomplete?: string }
    | { type: 'url' }
    | { type: 'textarea'; minLength?: number; maxLength?: number; rows?: number }
    | { type: 'number'; min?: number; max?: number; step?: number; unit?: string }
    | { type: 'select'; options: Option[]; placeholder?: string }
    | { type: 'radio' | 'buttonList' | 'checkboxGroup'; options: Option[] }
    | { type: 'checkbox' }
    | { type: 'date' | 'period'; minDate?: string; maxDate?: string }
    | { type: 'hidden'; value: string; showValue?: boolean }
    | { type: 'upload'; maxFiles: number; maxSizeMb: number; accept: string[] }
    | { type: 'appointment'; maxSelections: number; serviceUrl?: string; branchField?: string }
    | { type: 'branch'; params?: Record<string, string> }
    | { type: 'location'; placeholder?: string }
  );

export type FieldType = FieldDefinition['type'];

export interface Condition {
  field: string;
  operation:
    'equals' | 'notEquals' | 'contains' | 'empty' | 'notEmpty' | 'greaterThan' | 'lessThan';
  value?: string | number | boolean;
  actions: { action: 'show' | 'hide' | 'enable' | 'disable' | 'require'; target: string }[];
}

export interface FormDefinition {
  id: string;
  title?: string;
  intro?: string;
  steps: { id: string; title: string; description?: string; fields: FieldDefinition[] }[];
  conditions?: Condition[];
  remainingLimits?: Record<string, number>;
  remainingLimitsUrl?: string;
  texts?: Partial<
    Record<
      'submit' | 'next' | 'previous' | 'successTitle' | 'successText' | 'errorTitle' | 'errorText',
      string
    >
  >;
}

/** Texts of a definition in the two languages the demo site's forms are written in. */
export interface Localized {
  de: string;
  en: string;
}

/** The German text, or the English one on English pages (the other languages read German). */
export const localize = (language: Language, text: Localized) =>
  language === 'en' ? text.en : text.de;

export const allFields = (definition: FormDefinition) =>
  definition.steps.flatMap((step) => step.fields);
