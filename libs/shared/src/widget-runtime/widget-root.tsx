import { useEffect, type ComponentType } from 'react';
import { I18nProvider, type MessageCatalogue } from '../i18n';
import type { Language } from '../i18n';
import { WidgetContext, type WidgetContextValue } from './widget-context';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { setWidgetState } from './widget-state';

export interface WidgetRootProps {
  context: WidgetContextValue;
  component: ComponentType<{ config: unknown }>;
  config: unknown;
  language: Language;
  messages: MessageCatalogue;
}

const FIRST_MOUNT_MARK = 'ctb:first-widget-mounted';
let firstMountMarked = false;

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

/** Everything a widget needs around it: its name, translations, and its own error boundary. */
export function WidgetRoot({
  context,
  component: Widget,
  config,
  language,
  messages,
}: WidgetRootProps) {
  return (
    <WidgetContext.Provider value={context}>
      <I18nProvider language={language} messages={messages}>
        <WidgetErrorBoundary widgetId={context.widgetId} element={context.element}>
          <Widget config={config} />
          <MountedMarker element={context.element} />
        </WidgetErrorBoundary>
      </I18nProvider>
    </WidgetContext.Provider>
  );
}
