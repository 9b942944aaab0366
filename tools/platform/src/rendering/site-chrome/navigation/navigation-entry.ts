import { LANGUAGES, type Language } from '../../../common/config/app-names';

/** One entry of the site's navigation tree as the CMS keeps it (levels 1 to 3). */
export interface NavigationEntry {
  /** The path segment; the same in every language (`/<lang>/<slug>/<slug>.html`). */
  slug: string;
  label: Record<Language, string>;
  /** A page of the demo site (`calculators`, …) instead of a content page of its own. */
  demoPage?: string;
  children: NavigationEntry[];
}

/**
 * An entry from its labels `de|en|fr|hr|it|sl` (the languages' order), written on one line so a
 * section of the tree reads like the CMS's site map.
 */
export function entry(
  slug: string,
  labels: string,
  children: NavigationEntry[] = [],
  demoPage?: string,
): NavigationEntry {
  const parts = labels.split('|');
  if (parts.length !== LANGUAGES.length) {
    throw new Error(`navigation entry ${slug}: ${parts.length} labels, one per language expected`);
  }
  const label = Object.fromEntries(LANGUAGES.map((language, index) => [language, parts[index]]));
  return { slug, label: label as Record<Language, string>, demoPage, children };
}
