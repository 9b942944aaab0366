import { Suspense, use, useEffect } from 'react';
import { I18nProvider, type Language } from '../i18n';
import type { LoadedWidget } from './load-widget';
import type { WidgetWrapper } from './types';
import { WidgetContext, type WidgetContextValue } from './widget-context';
import { setWidgetState } from './widget-state';

export interface WidgetRootProps {
  context: WidgetContextValue;
  /** The widget's code and validated config, or null when either failed (already reported). */
  loaded: Promise<LoadedWidget | null>;
  language: Language;
  placeholderClassName?: string;
  wrapper?: WidgetWrapper;
}

const FIRST_MOUNT_MARK = 'ctb:first-widget-mounted';
let firstMountMarked = false;

/** Committed together with the widget's own first render, never with the placeholder. */
function MountedMarker({ element }: { element: HTMLElement }) {
  useEffect(() => {
    if (element.getAttribute('data-widget-state') === 'error') return;
    setWidgetState(element, 'mounted');
    // Read by the measure script: time from navigation to the first widget on screen.
    if (!firstMountMarked && typeof performance.mark === 'function')
      performance.mark(FIRST_MOUNT_MARK);
    firstMountMarked = true;
  }, [element]);
  return null;
}

function LoadedWidgetView({
  context,
  loaded,
  language,
  wrapper: Wrapper,
}: Omit<WidgetRootProps, 'placeholderClassName'>) {
  const widget = use(loaded);
  if (!widget) return null;
  const { component: Widget, messages } = widget.implementation;
  const content = <Widget config={widget.config} />;
  return (
    <I18nProvider language={language} messages={messages}>
      {Wrapper ? <Wrapper>{content}</Wrapper> : content}
      <MountedMarker element={context.element} />
    </I18nProvider>
  );
}

/**
 * Everything inside one widget element's parcel (whose error boundary is around it): its name, a
 * placeholder keeping the widget's space while its code loads, then the widget with its messages.
 */
export function WidgetRoot({ placeholderClassName, ...props }: WidgetRootProps) {
  const { context } = props;
  return (
    <WidgetContext.Provider value={context}>
      <Suspense fallback={<div className={placeholderClassName} aria-busy="true" />}>
        <LoadedWidgetView {...props} />
      </Suspense>
    </WidgetContext.Provider>
  );
}
