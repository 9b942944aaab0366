import type { FastifyInstance } from 'fastify';
import type { Language } from './config/app-names';
import type { PlatformConfig } from './config/platform-config';

/** Adds routes to one server; called once while the server is built, before it listens. */
export type RouteRegistrar = (app: FastifyInstance, config: PlatformConfig) => void | Promise<void>;

/** A service a domain runs on an origin of its own (the club's identity provider). */
export interface OwnOrigin {
  name: string;
  url: string;
  close(): Promise<void>;
}

/** The CSP fetch directives a domain may name origins for (connect-src, img-src, …). */
export type SourceDirective = 'connect' | 'img' | 'font' | 'frame' | 'form';
/** Origins per directive, e.g. `{ connect: ['https://api.example.at'] }`. */
export type PageSources = Partial<Record<SourceDirective, string[]>>;

/** Markup for one language: a demo page section, a start page block or an HTML fragment. */
export type Markup = (language: Language) => string;

/**
 * Where the start page (`/<lang>/index.html`) takes blocks from the domains, top to bottom:
 * `stage` above everything, `financing` inside the financing copy, `nearby` after it (the local
 * bank), `teasers` after the advice copy. Blocks of one slot follow the order of DOMAINS.
 */
export const START_PAGE_SLOTS = ['stage', 'financing', 'nearby', 'teasers'] as const;
export type StartPageSlot = (typeof START_PAGE_SLOTS)[number];

/**
 * What a domain (or a stand-in service) adds to the platform. Every part is optional; the servers
 * register it from one list (servers/domain-modules.ts). See README, "How a domain plugs in".
 */
export interface DomainModule {
  /**
   * Services on origins of their own, started before the CMS host and the paas (so their routes
   * can use them) and closed with the platform.
   */
  ownOrigins?: (config: PlatformConfig) => Promise<OwnOrigin[]>;
  /**
   * Origins the domain's widgets use besides the site's own, the paas and the app origins (the
   * pages' Content Security Policy allows exactly these: servers/cms/csp/page-sources.ts).
   */
  pageSources?: (config: PlatformConfig) => PageSources;
  /** Routes on the CMS host (same origin as the pages: no CORS, no token). */
  cmsRoutes?: RouteRegistrar;
  /** Routes on the paas (CORS for the CMS origin and the bearer token check come first). */
  paasRoutes?: RouteRegistrar;
  /** The sections of `/<lang>/<domain>.html`, after the page's CMS copy, one string per block. */
  page?: (language: Language) => string[];
  /** Blocks the domain puts on the start page. */
  startPage?: Partial<Record<StartPageSlot, Markup>>;
  /** HTML fragments served at `/<lang>/fragments/<name>.html` (names are unique site-wide). */
  fragments?: Record<string, Markup>;
}
