// @ctb/shared/combobox: the shared combobox (downshift).
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  Combobox,
  type ComboboxChangeReason,
  type ComboboxProps,
  type SuggestionLoader,
} from '../combobox';
