import type { Language } from '../common/config/app-names';
import { cmsOrigin, paasOrigin, type PlatformConfig } from '../common/config/platform-config';
import type { PageId } from './content';
import { base64 } from './html';

/** The page-config JSON every page carries (docs/contracts.md, markup contract). */
export interface PageConfigJson {
  paasBaseUrl: string;
  language: Language;
  /** base64 of the CMS content path of this page */
  currentPagePath: string;
  /** base64 of the CMS content path of this language's root */
  currentLanguagePagePath: string;
  loginCenterPath: string;
  pensionCalculator: { serviceUrl: string };
  editMode: boolean;
  mapsScriptUrl: string;
  mapsMapId: string;
  /** Origins besides the site's own that links from data may lead to (libs/shared `safeHref`). */
  linkOrigins: string[];
  /** The shell's developer overrides of a remote (`?ctb-override=`); a production page omits it. */
  remoteOverrides: { enabled: boolean; allowedOrigins: string[] };
}

/** Content paths as the CMS repository names them. */
export const contentRoot = (language: Language) => `/content/regionalbank-demo/${language}`;
export const contentPath = (language: Language, page: PageId) => `${contentRoot(language)}/${page}`;

export function buildPageConfig(
  config: PlatformConfig,
  language: Language,
  page: PageId,
  editMode: boolean,
): PageConfigJson {
  return {
    paasBaseUrl: paasOrigin(config),
    language,
    currentPagePath: base64(contentPath(language, page)),
    currentLanguagePagePath: base64(contentRoot(language)),
    loginCenterPath: `/${language}/club.html`,
    pensionCalculator: { serviceUrl: '/api/calculators/pension' },
    editMode,
    // The offline stand-in of the maps API, served by the CMS host from public/maps-stand-in.
    mapsScriptUrl: `${cmsOrigin(config)}/maps-stand-in/maps.js`,
    // A map id, so the branch search draws advanced markers (AdvancedMarkerElement).
    mapsMapId: 'regionalbank-demo',
    // The job portal imported job offers link to (lists/data/jobs.ts).
    linkOrigins: ['https://jobs.karriere-demo.at'],
    // A developer's platform: the production shell accepts overrides here (localhost only).
    remoteOverrides: { enabled: true, allowedOrigins: [] },
  };
}
