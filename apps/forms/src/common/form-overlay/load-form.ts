import { fetchText } from '@ctb/shared/http';
import { sanitizeHtmlFragment } from '@ctb/shared/html';
import * as v from '@ctb/shared/validation';

/** The widgets a form overlay shows: the forms themselves, never a call-to-action or sign-up. */
const FORM_WIDGETS = ['forms/form', 'forms/event-form'];
const FORM_SELECTOR = FORM_WIDGETS.map((name) => `[data-widget="${name}"]`).join(', ');

/** Prefill values a link carries (`data-ctb-form-prefill`): field id -> text. */
export const prefillSchema = v.record(v.string(), v.string());
export type Prefill = v.InferOutput<typeof prefillSchema>;

export class FormNotFoundError extends Error {
  override readonly name = 'FormNotFoundError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Takes the form element out of a page's HTML: sanitised first (scripts, handlers and inline
 * styles gone; the `data-widget`/`data-config` markup stays), then the first form widget of
 * `<main>` (else of the page). Its config gains the prefill, a heading level below the dialog's
 * title and no title of its own (the dialog's names it); the element arrives unmounted, for the
 * shell's observer to mount where it is inserted.
 */
export function extractForm(html: string, prefill: Prefill | undefined): HTMLElement {
  const fragment = sanitizeHtmlFragment(html);
  const element =
    fragment.querySelector<HTMLElement>(`main ${FORM_SELECTOR.replaceAll(', ', ', main ')}`) ??
    fragment.querySelector<HTMLElement>(FORM_SELECTOR);
  if (!element) throw new FormNotFoundError('the page holds no forms/form or forms/event-form');
  element.removeAttribute('data-widget-state');
  let config: unknown;
  try {
    config = JSON.parse(element.getAttribute('data-config') ?? '{}');
  } catch {
    // The form widget itself reports a broken data-config (error state, one message).
    return element;
  }
  if (!isRecord(config)) return element;
  const next: Record<string, unknown> = { ...config, headingLevel: 3 };
  if (element.getAttribute('data-widget') === 'forms/form') {
    // The dialog's title names the form; its own title would repeat it right below.
    next['showTitle'] = false;
    if (prefill)
      next['prefill'] = { ...(isRecord(config['prefill']) ? config['prefill'] : {}), ...prefill };
  }
  element.setAttribute('data-config', JSON.stringify(next));
  return element;
}

/** GET the form's page (the link's href) and take its form out of it. */
export async function loadForm(
  href: string,
  prefill: Prefill | undefined,
  signal: AbortSignal,
): Promise<HTMLElement> {
  const html = await fetchText(href, { signal });
  return extractForm(html, prefill);
}
