/** The attribute that names the release of its domain a widget element runs. */
export const RELEASE_ATTRIBUTE = 'data-widget-release';

/**
 * Records which release of each domain the page runs (the manifest's buildVersion, which
 * `npm run release` sets to the release version) and writes it on the domain's widget elements,
 * so support and tests can tell, on a live page, which release a widget came from.
 */
export function createReleaseStamp(root: Document) {
  const versions = new Map<string, string>();
  const stamp = (element: Element, domain: string) => {
    const version = versions.get(domain);
    if (version) element.setAttribute(RELEASE_ATTRIBUTE, version);
  };
  /** The domain's remote named its release (its manifest's buildVersion). */
  const record = (domain: string, version: string) => {
    versions.set(domain, version);
    root
      .querySelectorAll(`[data-widget^="${domain}/"]`)
      .forEach((element) => stamp(element, domain));
  };
  return { record, stamp, versionOf: (domain: string) => versions.get(domain) };
}

export type ReleaseStamp = ReturnType<typeof createReleaseStamp>;
