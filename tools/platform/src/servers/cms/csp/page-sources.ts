import { APP_NAMES } from '../../../common/config/app-names';
import {
  appOrigin,
  cmsOrigin,
  originOf,
  paasOrigin,
  type PlatformConfig,
} from '../../../common/config/platform-config';
import type { PageSources, SourceDirective } from '../../../common/domain-module';
import { allModules } from '../../domain-modules';
import { loadRemotes } from '../../apps/remotes-file';

/**
 * The video platforms' no-cookie players, the only frames a page embeds (consent category video).
 */
export const VIDEO_FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** Every Trusted Types policy a page may create (the CSP's `trusted-types` list). */
export function trustedTypesPolicies(): string[] {
  return [
    // The shell's: the remote entries the federation runtime inserts; plain-string script URLs
    // from the remotes' and the maps origins (a page whose CSP lacks an app's own policy).
    'ctb-federation',
    'default',
    // libs/shared: sanitised HTML from the CMS or a service; the maps loader's script URL.
    'ctb-sanitizer',
    'ctb-maps',
    // Each app's webpack chunk loading (tools/build output.trustedTypes).
    ...APP_NAMES.map((app) => `ctb-webpack-${app}`),
    // The offline maps stand-in's own markup (Google's API brings its own policies).
    'ctb-maps-stand-in',
  ];
}

function urlOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * THE list of origins a demo page uses, per CSP fetch directive: its own (the CMS host), the
 * paas, every app origin (also second URLs and the remotes file's, read per request so a
 * promotion or a QA remotes file is covered; the maps stand-in is the CMS host's own), the
 * video players, and what each domain module declares (`pageSources`). A new widget that talks to another origin
 * declares it in its domain module, never here.
 */
export async function pageSources(config: PlatformConfig): Promise<Required<PageSources>> {
  const secondUrls =
    config.apps === false
      ? []
      : config.apps.extra.map(({ port }) =>
          originOf({ host: config.apps === false ? '' : config.apps.host, port }),
        );
  const apps = [...APP_NAMES.map((app) => appOrigin(config, app)), ...secondUrls];
  const remotes = await loadRemotes(config).catch(() => ({}));
  const remoteOrigins = Object.values(remotes).flatMap((url) => urlOrigin(url) ?? []);
  const sources: Required<PageSources> = {
    connect: [cmsOrigin(config), paasOrigin(config), ...apps, ...remoteOrigins],
    img: [cmsOrigin(config), ...apps, ...remoteOrigins],
    font: [cmsOrigin(config), ...apps],
    frame: [...VIDEO_FRAME_ORIGINS],
    form: [cmsOrigin(config)],
  };
  for (const module of allModules()) {
    const declared = module.pageSources?.(config) ?? {};
    for (const directive of Object.keys(declared) as SourceDirective[]) {
      sources[directive].push(...(declared[directive] ?? []));
    }
  }
  for (const directive of Object.keys(sources) as SourceDirective[]) {
    sources[directive] = [...new Set(sources[directive])];
  }
  return sources;
}
