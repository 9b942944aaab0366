import { LANGUAGES, type Language, type PageConfig } from '@ctb/shared/runtime';

/**
 * The URL of the current page in `language`: the page's path below its language's root (page
 * config `currentPagePath` under `currentLanguagePagePath`) under the other language's root,
 * as the CMS maps content paths to URLs (`/content/<site>/<lang>/a/b` is `/<lang>/a/b.html`).
 * Undefined when the page is not below its language's root (a branch page of a bank's site).
 */
export function samePageIn(
  language: Language,
  {
    currentPagePath,
    currentLanguagePagePath,
  }: Pick<PageConfig, 'currentPagePath' | 'currentLanguagePagePath'>,
): string | undefined {
  const root = currentLanguagePagePath.replace(/\/$/, '');
  const own = root.split('/').pop();
  if (!own || !(LANGUAGES as readonly string[]).includes(own)) return undefined;
  if (currentPagePath !== root && !currentPagePath.startsWith(`${root}/`)) return undefined;
  const rest = currentPagePath.slice(root.length);
  if (!/^(\/[\w-]+)*$/.test(rest)) return undefined;
  return `/${language}${rest || '/index'}.html`;
}
