/**
 * The shell's own texts in the page's language (html lang, e.g. `de-AT` -> `de`), German where
 * the language has none: the site's default and fallback.
 */
export function inPageLanguage<T>(
  texts: { de: T } & Partial<Record<string, T>>,
  language: string,
): T {
  const base = language.toLowerCase().split('-')[0] ?? '';
  return (Object.hasOwn(texts, base) ? texts[base] : undefined) ?? texts.de;
}
