// The public API of @ctb/shared, a contract between independently released apps. Everything not
// listed in an entry is private to its folder. Change it only together with the API report.
//
// Apps import the library through its entries (@ctb/shared/runtime, /http, ...; see
// docs/contracts.md), each shared as its own singleton, so that a page loads only the entries
// its widgets use. This root entry re-exports all of them by their package names (so it adds no
// second copy of anything) for the releases built against it before the entries existed.
export { getAccessToken } from '@ctb/shared/http';
export { actionRegistry, type Action } from '@ctb/shared/runtime';
export {
  branchStore,
  useStoredBranch,
  type BranchUpdateDetail,
  type StoredBranch,
  type StoredBranchActions,
} from '@ctb/shared/branch-store';
export {
  BranchFeatureIcons,
  type BranchFeature,
  type BranchFeatureIconsProps,
} from '@ctb/shared/branch-ui';
export {
  Carousel,
  preloadCarousel,
  SWIPE_RULES,
  swipeIntent,
  type CarouselLabels,
  type CarouselProps,
  type SwipeIntent,
} from '@ctb/shared/carousel';
export { clubSession, useClubSession, type ClubMember } from '@ctb/shared/branch-store';
export {
  Calendar,
  preloadCalendar,
  type CalendarProps,
  type DayRange,
  type RangeCalendarProps,
  type SingleCalendarProps,
} from '@ctb/shared/calendar';
export {
  Combobox,
  type ComboboxChangeReason,
  type ComboboxProps,
  type SuggestionLoader,
} from '@ctb/shared/combobox';
export {
  CONSENT_CATEGORIES,
  CONSENT_SETTINGS_EVENT,
  consentStore,
  openConsentSettings,
  useConsent,
  useConsentDecision,
  type ConsentCategory,
  type ConsentDecision,
} from '@ctb/shared/consent';
export { cspNonce } from '@ctb/shared/runtime';
export {
  mutate,
  SWRConfig,
  useSWR,
  useSWRImmutable,
  useSWRInfinite,
  useSWRMutation,
} from '@ctb/shared/http';
export {
  eventBus,
  UnknownEventError,
  type EventHandler,
  type EventName,
} from '@ctb/shared/runtime';
export { TRACK_EVENT, track, type TrackDetail } from '@ctb/shared/runtime';
export {
  decimalSeparator,
  formatCurrency,
  formatDistance,
  formatNumber,
  formatPercent,
  parseLocaleNumber,
  truncate,
  type NumberFormatOptions,
  type PercentFormatOptions,
} from '@ctb/shared/formats';
export { formatDate, formatDateTime, type DateInput } from '@ctb/shared/dates';
export {
  HtmlFragment,
  SANITIZER_POLICY_NAME,
  sanitizeHtml,
  sanitizeHtmlFragment,
  type HtmlFragmentProps,
} from '@ctb/shared/html';
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
} from '@ctb/shared/http';
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
} from '@ctb/shared/runtime';
export { ConsentRequiredError, loadMaps } from '@ctb/shared/maps';
export { Modal, type ModalProps } from '@ctb/shared/dialogs';
export { useReducedMotion } from '@ctb/shared/runtime';
export {
  OpeningHoursTable,
  type OpeningHoursTableProps,
  type OpeningPeriod,
} from '@ctb/shared/branch-ui';
export {
  PageConfigError,
  readPageConfig,
  usePageConfig,
  type PageConfig,
} from '@ctb/shared/runtime';
export {
  Popover,
  POPOVER_ID_PREFIX,
  usePageScrollLock,
  type PopoverProps,
} from '@ctb/shared/dialogs';
export {
  safeHref,
  safeNavigationTarget,
  safeSitePath,
  type SafeUrlOptions,
} from '@ctb/shared/runtime';
export {
  BREAKPOINTS,
  isDesktopBreakpoint,
  readTokenColour,
  useBreakpoint,
  type Breakpoint,
} from '@ctb/shared/runtime';
export {
  sharedState,
  useSharedState,
  type ReadableState,
  type SharedState,
} from '@ctb/shared/state';
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
} from '@ctb/shared/runtime';
