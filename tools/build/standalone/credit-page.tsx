// Entry of the standalone baseline (tools/build/standalone.cjs): every credit calculator element
// of the page gets a React root with the same WidgetRoot and error boundary, loading (when near
// the viewport), config validation, page config and messages as under the shell, without
// single-spa, single-spa-react or the federation runtime.
import { createRoot } from 'react-dom/client';
import { creditWidget } from '../../../apps/calculators/src/widgets/credit';
import { readPageConfig } from '../../../libs/shared/src/page-config';
import { loadWidget } from '../../../libs/shared/src/widget-runtime/load-widget';
import { whenNearViewport } from '../../../libs/shared/src/widget-runtime/near-viewport';
import { parseWidgetConfigJson } from '../../../libs/shared/src/widget-runtime/widget-config';
import { WidgetErrorBoundary } from '../../../libs/shared/src/widget-runtime/widget-error-boundary';
import { WidgetRoot } from '../../../libs/shared/src/widget-runtime/widget-root';
import {
  logWidgetError,
  setWidgetState,
} from '../../../libs/shared/src/widget-runtime/widget-state';
import '../../../libs/shared/src/styles/tokens.css';

const WIDGET_ID = 'calculators/credit';

function mountCredit(element: HTMLElement) {
  const fail = (message: string, cause?: unknown) => {
    setWidgetState(element, 'error');
    logWidgetError(WIDGET_ID, message, cause);
  };
  const json = parseWidgetConfigJson(element);
  if (!json.ok) return fail(json.message);
  const { language, editMode } = readPageConfig();
  setWidgetState(element, 'loading');
  const loaded = whenNearViewport(element, editMode).ready.then(() =>
    loadWidget(creditWidget, json.config, language, fail),
  );
  const context = { domain: 'calculators', widget: 'credit', widgetId: WIDGET_ID, element };
  createRoot(element).render(
    <WidgetErrorBoundary domElement={element} root={{ context }}>
      <WidgetRoot
        context={context}
        loaded={loaded}
        language={language}
        placeholderClassName={creditWidget.placeholderClassName}
      />
    </WidgetErrorBoundary>,
  );
}

function start() {
  document.querySelectorAll<HTMLElement>(`[data-widget="${WIDGET_ID}"]`).forEach(mountCredit);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
