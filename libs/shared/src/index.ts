// The public API of @ctb/shared, a contract between independently released apps. Everything not
// listed here is private to its folder. Change it only together with the API report.
export { getAccessToken } from './access-token';
export { actionRegistry, type Action } from './action-registry';
export {
  branchStore,
  useStoredBranch,
  type BranchUpdateDetail,
  type StoredBranch,
  type StoredBranchActions,
} from './branch-store';
export {
  BranchFeatureIcons,
  type BranchFeature,
  type BranchFeatureIconsProps,
} from './branch-feature-icons';
export {
  Carousel,
  preloadCarousel,
  SWIPE_RULES,
  swipeIntent,
  type CarouselLabels,
  type CarouselProps,
  type SwipeIntent,
} from './carousel';
export { clubSession, useClubSession, type ClubMember } from './club-session';
export {
  Calendar,
  preloadCalendar,
  type CalendarProps,
  type DayRange,
  type RangeCalendarProps,
  type SingleCalendarProps,
} from './calendar';
export {
  Combobox,
  type ComboboxChangeReason,
  type ComboboxProps,
  type SuggestionLoader,
} from './combobox';
export {
  CONSENT_CATEGORIES,
  CONSENT_SETTINGS_EVENT,
  consentStore,
  openConsentSettings,
  useConsent,
  useConsentDecision,
  type ConsentCategory,
  type ConsentDecision,
} from './consent';
export { cspNonce } from './csp';
export {
  mutate,
  SWRConfig,
  useSWR,
  useSWRImmutable,
  useSWRInfinite,
  useSWRMutation,
} from './data-fetching';
export { eventBus, UnknownEventError, type EventHandler, type EventName } from './event-bus';
export { TRACK_EVENT, track, type TrackDetail } from './analytics';
export {
  decimalSeparator,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDistance,
  formatNumber,
  formatPercent,
  parseLocaleNumber,
  truncate,
  type DateInput,
  type NumberFormatOptions,
  type PercentFormatOptions,
} from './formats';
export {
  HtmlFragment,
  SANITIZER_POLICY_NAME,
  sanitizeHtml,
  sanitizeHtmlFragment,
  type HtmlFragmentProps,
} from './html-fragment';
export {
  fetchJson,
  fetchText,
  HttpError,
  NetworkError,
  paasUrl,
  RequestError,
  ResponseValidationError,
  TimeoutError,
  type FetchJsonOptions,
  type Query,
  type RequestOptions,
} from './http';
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
} from './i18n';
export { ConsentRequiredError, loadMaps } from './maps-loader';
export { Modal, type ModalProps } from './modal';
export { useReducedMotion } from './motion';
export {
  OpeningHoursTable,
  type OpeningHoursTableProps,
  type OpeningPeriod,
} from './opening-hours-table';
export { PageConfigError, readPageConfig, usePageConfig, type PageConfig } from './page-config';
export { Popover, POPOVER_ID_PREFIX, type PopoverProps } from './popover';
export { safeHref, safeNavigationTarget, safeSitePath, type SafeUrlOptions } from './safe-url';
export { BREAKPOINTS, isDesktopBreakpoint, useBreakpoint, type Breakpoint } from './styles';
export { sharedState, useSharedState, type ReadableState, type SharedState } from './store';
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
} from './widget-runtime';
