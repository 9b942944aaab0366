export { HtmlFragment, type HtmlFragmentProps } from './html-fragment';
export { SANITIZER_POLICY_NAME } from './sanitizer-policy';
export { sanitizeHtml, sanitizeHtmlFragment } from './sanitize-html';
