// @ctb/shared/runtime: the widget runtime every widget needs: defineWidget, createDomainApp, its i18n (I18nProvider, languages, common texts), page config, CSP nonce, event bus, actions, analytics, breakpoints, token colours, reduced motion, safe URLs.
// One of the library's entries, each shared as its own singleton (tools/build/shared-modules.cjs),
// so a page loads the parts its widgets use. Change it only together with the API report.
export {
  createDomainApp,
  defineWidget,
  logWidgetError,
  useWidgetContext,
  widgetImplementation,
  type DomainApp,
  type DomainAppOptions,
  type DomainAppProps,
  type WidgetContextValue,
  type WidgetDefinition,
  type WidgetElementListener,
  type WidgetHost,
  type WidgetImplementation,
  type WidgetModule,
  type WidgetParts,
  type WidgetProps,
  type WidgetState,
  type WidgetWrapper,
} from '../widget-runtime';
export {
  commonMessages,
  DEFAULT_LANGUAGE,
  I18nProvider,
  LANGUAGES,
  type CommonMessageId,
  type I18nProviderProps,
  type Language,
  type MessageCatalogue,
  type MessageCatalogues,
} from '../i18n';
export { PageConfigError, readPageConfig, usePageConfig, type PageConfig } from '../page-config';
export { cspNonce } from '../csp';
export { eventBus, UnknownEventError, type EventHandler, type EventName } from '../event-bus';
export { actionRegistry, type Action } from '../action-registry';
export { TRACK_EVENT, track, type TrackDetail } from '../analytics';
export {
  BREAKPOINTS,
  isDesktopBreakpoint,
  readTokenColour,
  useBreakpoint,
  type Breakpoint,
} from '../styles';
export { useReducedMotion } from '../motion';
export { safeHref, safeNavigationTarget, safeSitePath, type SafeUrlOptions } from '../safe-url';
