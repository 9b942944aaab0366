import type { Language } from '../../../config/app-names';

/**
 * Location search widgets of the banksearch page (the main variant and the footer variant).
 * Each entry is one `widgetElement(...)` string; the page wraps each in its own block.
 */
export function locationSearchWidgets(language: Language): string[] {
  void language;
  return [];
}
