import type { Language } from '../common/config/app-names';
import { SITE_CONTENT, type PageId } from './content';
import { escapeHtml, jsonForScript } from './html';
import { withNonce } from './nonce';
import type { PageConfigJson } from './page-config';
import type { ShellTags } from './shell-script';
import { siteFooter } from './site-chrome/site-footer';
import { BANK_NAME, siteHeader, type ChromePage } from './site-chrome/site-header';
import { siteCookieBanner } from './site-chrome/consent-notice';
import { siteQuickbar } from './site-chrome/site-quickbar';

export { BANK_NAME } from './site-chrome/site-header';

export const pageUrl = (language: Language, page: PageId) => `/${language}/${page}.html`;

export interface LayoutInput {
  language: Language;
  page: PageId;
  pageConfig: PageConfigJson;
  shell: ShellTags;
  /** the page's main content, already HTML */
  main: string;
  /** title and lead of a page that is not one of the demo pages (e.g. a branch page) */
  heading?: { title: string; lead: string };
  /** The response's CSP nonce (`request.cspNonce`): the page's script and style tags carry it. */
  nonce?: string;
  /** The page's URL path when it is not `page`'s demo page (a content page, a branch page). */
  path?: string;
}

/** The same page in another language: the same path under that language, else its start page. */
function languageHref(language: Language, path: string) {
  const prefix = `/${language}/`;
  return (other: Language) =>
    path.startsWith(prefix) ? `/${other}/${path.slice(prefix.length)}` : `/${other}/index.html`;
}

/** A whole demo page: the CMS frame (header, navigation, footer) around the page's content. */
export function renderPage({
  language,
  page,
  pageConfig,
  shell,
  main,
  heading,
  nonce,
  path = pageUrl(language, page),
}: LayoutInput): string {
  const content = SITE_CONTENT[language];
  const chromePage: ChromePage = {
    language,
    path,
    languageHref: languageHref(language, path),
    editMode: pageConfig.editMode,
  };
  const pageText = heading ?? content.pages[page];
  const editNotice = pageConfig.editMode
    ? `<p class="cms-edit-notice" role="note">${escapeHtml(content.editModeNotice)}</p>`
    : '';
  return withNonce(
    `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageText.title)} | ${BANK_NAME}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/assets/site.css">
<script type="application/json" id="page-config">${jsonForScript(pageConfig)}</script>
${shell.head}
</head>
<body class="cms-body">
${siteCookieBanner(chromePage)}
<a class="cms-skip-link" href="#main">${escapeHtml(content.skipLink)}</a>
${siteHeader(chromePage)}
<main id="main" class="cms-main" tabindex="-1">
${editNotice}
<div class="cms-hero"><div class="cms-container"><h1 class="cms-hero__title">${escapeHtml(pageText.title)}</h1><p class="cms-hero__lead">${escapeHtml(pageText.lead)}</p></div></div>
<div class="cms-container">
${main}
</div>
</main>
${siteQuickbar(chromePage)}
${siteFooter(chromePage)}
${shell.bodyEnd}
</body>
</html>
`,
    nonce,
  );
}
