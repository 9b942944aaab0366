import { LANGUAGES, type Language } from '../common/config/app-names';
import { SITE_CONTENT, type PageId } from './content';
import { NAVIGATION_ORDER } from './page-ids';
import { escapeHtml, jsonForScript } from './html';
import { withNonce } from './nonce';
import type { PageConfigJson } from './page-config';
import type { ShellTags } from './shell-script';

export const BANK_NAME = 'Regionalbank Demo';

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
}

const logo = `<svg class="cms-brand__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="6" fill="#0b5d3b"/><path d="M8 23V9h8.5a4.5 4.5 0 0 1 1.6 8.7L22.5 23h-3.9l-3.8-5H11.6v5zm3.6-8h4.6a1.6 1.6 0 0 0 0-3.1h-4.6z" fill="#fff"/></svg>`;

function header(language: Language, page: PageId): string {
  const content = SITE_CONTENT[language];
  const languageLinks = LANGUAGES.map((other) => {
    const current = other === language ? ' aria-current="true"' : '';
    const name = escapeHtml(SITE_CONTENT[other].languageName);
    return `<li><a href="${pageUrl(other, page)}" lang="${other}" hreflang="${other}"${current}>${name}</a></li>`;
  }).join('');
  const navigationLinks = NAVIGATION_ORDER.map((target) => {
    const current = target === page ? ' aria-current="page"' : '';
    return `<li><a href="${pageUrl(language, target)}"${current}>${escapeHtml(content.pages[target].navLabel)}</a></li>`;
  }).join('');
  return `<header class="cms-header">
  <div class="cms-container cms-header__bar">
    <a class="cms-brand" href="${pageUrl(language, 'index')}">${logo}<span class="cms-brand__name">${BANK_NAME}</span></a>
    <p class="cms-tagline">${escapeHtml(content.tagline)}</p>
    <nav class="cms-languages" aria-label="${escapeHtml(content.languageNavigationLabel)}"><ul>${languageLinks}</ul></nav>
  </div>
  <nav class="cms-nav" aria-label="${escapeHtml(content.mainNavigationLabel)}"><ul class="cms-container">${navigationLinks}</ul></nav>
</header>`;
}

function footer(language: Language): string {
  const { footer: text, pages } = SITE_CONTENT[language];
  const address = text.address.map(escapeHtml).join('<br>');
  const links = (['forms', 'banksearch', 'calculators'] as const)
    .map(
      (target) =>
        `<li><a href="${pageUrl(language, target)}">${escapeHtml(pages[target].navLabel)}</a></li>`,
    )
    .join('');
  return `<footer class="cms-footer">
  <div class="cms-container cms-footer__columns">
    <div><h2 class="cms-footer__heading">${escapeHtml(text.addressLabel)}</h2><p class="cms-footer__text">${address}</p></div>
    <nav aria-label="${escapeHtml(text.linksLabel)}"><h2 class="cms-footer__heading">${escapeHtml(text.linksLabel)}</h2><ul class="cms-footer__links">${links}</ul></nav>
  </div>
  <p class="cms-container cms-footer__notice">${escapeHtml(text.demoNotice)}</p>
</footer>`;
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
}: LayoutInput): string {
  const content = SITE_CONTENT[language];
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
<a class="cms-skip-link" href="#main">${escapeHtml(content.skipLink)}</a>
<!-- slot: chrome/header and chrome/cookie-banner will replace this static CMS header once the chrome app has those widgets -->
${header(language, page)}
<main id="main" class="cms-main" tabindex="-1">
${editNotice}
<div class="cms-hero"><div class="cms-container"><h1 class="cms-hero__title">${escapeHtml(pageText.title)}</h1><p class="cms-hero__lead">${escapeHtml(pageText.lead)}</p></div></div>
<div class="cms-container">
${main}
</div>
</main>
${footer(language)}
${shell.bodyEnd}
</body>
</html>
`,
    nonce,
  );
}
