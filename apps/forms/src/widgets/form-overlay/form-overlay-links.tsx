import {
  logWidgetError,
  safeSitePath,
  useWidgetContext,
  type WidgetProps,
} from '@ctb/shared/runtime';
import { useEffect, useState } from 'react';
import * as v from '@ctb/shared/validation';
import {
  FormOverlayDialog,
  type OverlayRequest,
} from '../../common/form-overlay/form-overlay-dialog';
import { prefillSchema, type Prefill } from '../../common/form-overlay/load-form';
import type { FormOverlayConfig } from './config-schema';

const LINK_SELECTOR = 'a[data-ctb-form-overlay]';

/** A click the page should handle itself: another button, a modifier for a new tab or window. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * `forms/form-overlay`: no markup of its own. A plain click on a form link of the page (the
 * lists app marks a list item link with `formPrefillValues` as `data-ctb-form-overlay` and
 * carries the values in `data-ctb-form-prefill`) opens the link's form in an overlay,
 * prefilled; any other click, or a link to another site, is left to the browser.
 */
export function FormOverlayLinks({ config }: WidgetProps<FormOverlayConfig>) {
  const { widgetId } = useWidgetContext();
  const [request, setRequest] = useState<OverlayRequest | null>(null);
  const { title } = config;

  useEffect(() => {
    const readPrefill = (link: HTMLAnchorElement): Prefill | undefined => {
      const text = link.getAttribute('data-ctb-form-prefill');
      if (!text) return undefined;
      let result;
      try {
        result = v.safeParse(prefillSchema, JSON.parse(text));
      } catch (error) {
        logWidgetError(widgetId, `ignored the prefill of a form link (${text})`, error);
        return undefined;
      }
      if (result.success) return result.output;
      logWidgetError(widgetId, `ignored the prefill of a form link (${text})`, result.issues);
      return undefined;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = event.target instanceof Element ? event.target.closest(LINK_SELECTOR) : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const href = safeSitePath(link.getAttribute('href'), `${widgetId} link href`);
      if (!href) return;
      event.preventDefault();
      setRequest({
        href,
        title: title ?? link.textContent?.trim() ?? '',
        prefill: readPrefill(link),
        opener: link,
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [widgetId, title]);

  return <FormOverlayDialog request={request} onClose={() => setRequest(null)} />;
}
