import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

export interface HtmlFragmentProps {
  /** Untrusted HTML; it is sanitised before insertion. */
  html: string;
  className?: string;
}

/** Inserts an HTML fragment from the CMS, sanitised with DOMPurify. */
export function HtmlFragment({ html, className }: HtmlFragmentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
