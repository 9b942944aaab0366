export { Combobox, type ComboboxChangeReason, type ComboboxProps } from './combobox';
export type { SuggestionLoader } from './use-loaded-suggestions';
