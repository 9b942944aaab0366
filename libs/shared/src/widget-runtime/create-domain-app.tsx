import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { AppProps, Parcel, ParcelConfig } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { readPageConfig } from '../page-config';
import type { DomainAppOptions, WidgetHost } from './types';
import { loadWidget } from './load-widget';
import { whenNearViewport, type NearViewportWait } from './near-viewport';
import { inPacedTask } from './paced-tasks';
import { parseWidgetConfigJson } from './widget-config';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { WidgetRoot, type WidgetRootProps } from './widget-root';
import { logWidgetError, setWidgetState } from './widget-state';
import '../styles/tokens.css';

export interface DomainAppProps {
  widgetHost: WidgetHost;
}

/** The single-spa application lifecycles an app's `./mount` module exports. */
export interface DomainApp {
  bootstrap(props: AppProps): Promise<void>;
  mount(props: AppProps & DomainAppProps): Promise<void>;
  unmount(props: AppProps): Promise<void>;
}

interface WidgetParcelProps {
  domElement: HTMLElement;
  root: WidgetRootProps;
}

/**
 * The parcel of one widget element: single-spa-react's lifecycles, a React root of its own
 * (`createRoot`) with the widget's error boundary around it. Each element's parcel gets its own
 * name from single-spa, which single-spa-react keeps its roots by.
 */
function widgetParcel(): ParcelConfig {
  const lifecycles = singleSpaReact<WidgetParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ({ root }) => <WidgetRoot {...root} />,
    errorBoundaryClass: WidgetErrorBoundary,
    // Never updated: a new config is a new element, and so a new parcel.
    parcelCanUpdate: false,
  });
  // single-spa types a parcel's props as its untyped CustomProps; mountWidget passes these.
  return lifecycles as unknown as ParcelConfig;
}

/**
 * Builds the single-spa lifecycles of a domain app: while the domain is active, every element
 * of the domain on the page gets its own React root (a single-spa parcel), also for
 * markup inserted later, a few per task (inPacedTask); a removed element's root is unmounted.
 * Each widget's code is fetched (its definition's `load`) only when the page holds one of its
 * elements, and not before that element comes near the viewport (`whenNearViewport`).
 */
export function createDomainApp({ domain, widgets, wrapper }: DomainAppOptions): DomainApp {
  const parcelConfig = widgetParcel();
  const parcels = new Map<HTMLElement, Parcel>();
  // Checked, its root and download queued (inPacedTask).
  const queued = new Set<HTMLElement>();
  const nearViewportWaits = new Map<HTMLElement, NearViewportWait>();
  let stopWatching: (() => void) | undefined;

  function fail(element: HTMLElement, widgetId: string, message: string, cause?: unknown) {
    setWidgetState(element, 'error');
    logWidgetError(widgetId, message, cause);
  }

  /**
   * Checks the element at once (a wrong name or config is reported as the page is read) and
   * queues its React root and download: a few widgets start per task (inPacedTask), not all in
   * the one that found them.
   */
  function mountWidget(element: HTMLElement, props: AppProps) {
    if (parcels.has(element) || queued.has(element)) return;
    const widgetId = element.getAttribute('data-widget') ?? `${domain}/?`;
    const widget = widgetId.slice(domain.length + 1);
    const definition = Object.hasOwn(widgets, widget) ? widgets[widget] : undefined;
    if (!definition)
      return fail(element, widgetId, `unknown widget "${widget}" in domain "${domain}"`);
    const json = parseWidgetConfigJson(element);
    if (!json.ok) return fail(element, widgetId, json.message);
    let pageConfig;
    try {
      pageConfig = readPageConfig();
    } catch (error) {
      return fail(
        element,
        widgetId,
        `cannot start without a valid page config: ${(error as Error).message}`,
      );
    }
    const { language } = pageConfig;
    setWidgetState(element, 'loading');
    // The placeholder keeps the widget's space from the start; its code waits until it is near.
    const nearViewport = definition.eager
      ? undefined
      : whenNearViewport(element, pageConfig.editMode);
    if (nearViewport) nearViewportWaits.set(element, nearViewport);
    queued.add(element);
    void inPacedTask(() => {
      // An element that left the page meanwhile gets no root.
      if (!queued.delete(element)) return;
      const loaded = (nearViewport?.ready ?? Promise.resolve()).then(() =>
        loadWidget(definition, json.config, language, (message, cause) => {
          // An element that left the page meanwhile is no failure of the widget.
          if (parcels.get(element) === parcel) fail(element, widgetId, message, cause);
        }),
      );
      const root: WidgetRootProps = {
        context: { domain, widget, widgetId, element },
        loaded,
        language,
        placeholderClassName: definition.placeholderClassName,
        wrapper,
      };
      const parcel = props.mountParcel(parcelConfig, {
        domElement: element,
        root,
      });
      parcels.set(element, parcel);
      parcel.mountPromise.catch((error: unknown) =>
        fail(element, widgetId, 'failed to mount', error),
      );
    });
  }

  function unmountWidget(element: HTMLElement) {
    nearViewportWaits.get(element)?.cancel();
    nearViewportWaits.delete(element);
    if (queued.delete(element)) return;
    const parcel = parcels.get(element);
    if (!parcel) return;
    parcels.delete(element);
    parcel.mountPromise.then(() => parcel.unmount()).catch(() => undefined);
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      stopWatching = props.widgetHost.watch(domain, {
        added: (element) => mountWidget(element, props),
        removed: unmountWidget,
      });
    },
    // single-spa unmounts an application's parcels itself before calling this.
    unmount: async () => {
      stopWatching?.();
      stopWatching = undefined;
      parcels.clear();
      queued.clear();
      nearViewportWaits.forEach((wait) => wait.cancel());
      nearViewportWaits.clear();
    },
  };
}
