import type { Language } from '../../../config/app-names';

/** The branch search (map, sidebar, results, detail) of the banksearch page. */
export function branchSearchWidgets(language: Language): string[] {
  void language;
  return [];
}
