export { HtmlFragment, type HtmlFragmentProps } from './html-fragment';
export { sanitizeHtml } from './sanitize-html';
