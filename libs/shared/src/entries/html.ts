// @ctb/shared/html: sanitised HTML (DOMPurify: arrives only with a widget that shows CMS HTML).
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  HtmlFragment,
  SANITIZER_POLICY_NAME,
  sanitizeHtml,
  sanitizeHtmlFragment,
  type HtmlFragmentProps,
} from '../html-fragment';
