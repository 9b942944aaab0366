import type { Language } from '../i18n/languages';

/** The validated page configuration, with the base64 paths decoded. */
export interface PageConfig {
  /** Base URL of the bank's service platform; only calls under it carry the bearer token. */
  paasBaseUrl: string;
  language: Language;
  currentPagePath: string;
  currentLanguagePagePath: string;
  loginCenterPath: string;
  pensionCalculator?: { serviceUrl?: string };
  /** The CMS author view: sliders and carousels stay still, regional content is not loaded. */
  editMode: boolean;
  /** A maps script to load instead of Google's (the offline stand-in locally). */
  mapsScriptUrl?: string;
  /** The Google Maps map id: maps are created with it and draw AdvancedMarkerElements. */
  mapsMapId?: string;
  /** The Google Maps API key, used when no mapsScriptUrl is given. */
  mapsApiKey?: string;
  /**
   * The event-management keys of an event registration page: the invitee's profile and the
   * event (service); the event form asks for its data with them (SPEC "Event forms").
   */
  eventForm?: { profilePKey: string; servicePKey: string };
  /**
   * Origins besides the page's own that links taken from data may point to (libs/shared
   * `safeHref`), e.g. a job portal: `https://jobs.example.at`.
   */
  linkOrigins?: string[];
}
