type ScriptUrlPolicy = { createScriptURL(url: string): object };
type TrustedTypesWindow = Window & {
  trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy };
};

/** The Trusted Types policy of the maps loader, listed in the page's CSP. */
export const MAPS_POLICY_NAME = 'ctb-maps';

let policy: ScriptUrlPolicy | null | undefined;

function httpScriptUrl(candidate: string): string {
  const { protocol } = new URL(candidate, window.location.href);
  if (protocol !== 'https:' && protocol !== 'http:')
    throw new TypeError(`the maps script URL ${candidate} is not an http(s) URL`);
  return candidate;
}

/**
 * The page config's maps script URL as the page's Trusted Types demand it (a string where the
 * browser has none). The policy stays private to this module and signs http(s) URLs only.
 */
export function trustedMapsScriptUrl(url: string): object | string {
  if (policy === undefined) {
    const factory = (window as TrustedTypesWindow).trustedTypes;
    policy = factory
      ? factory.createPolicy(MAPS_POLICY_NAME, { createScriptURL: httpScriptUrl })
      : null;
  }
  return policy ? policy.createScriptURL(url) : httpScriptUrl(url);
}
