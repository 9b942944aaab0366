import type { ScriptOrigins } from './script-origins';

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL(input: string, sink?: string): string | null },
  ): unknown;
}

/**
 * The page's Trusted Types `default` policy: the browser calls it whenever code assigns a plain
 * string to a script URL sink, which the federation runtime does for every remote entry. It
 * passes URLs on the allowed script origins and refuses every other (a tampered remotes file, an
 * injected script URL): the browser then blocks the assignment and reports the violation. It
 * defines no HTML or script rule, so a plain string reaching `innerHTML` or `eval` is blocked;
 * HTML goes through the shared sanitiser's own policy.
 * Returns false where the browser has no Trusted Types or the page's CSP refuses the policy.
 */
export function installDefaultPolicy(
  origins: ScriptOrigins,
  factory: TrustedTypesFactory | undefined = (window as { trustedTypes?: TrustedTypesFactory })
    .trustedTypes,
): boolean {
  if (!factory) return false;
  try {
    factory.createPolicy('default', {
      createScriptURL(input) {
        if (origins.allows(input)) return input;
        console.error(
          `[ctb] shell: refused to load the script ${input}: its origin is not one of the remotes file's`,
        );
        return null;
      },
    });
    return true;
  } catch (error) {
    console.error(
      '[ctb] shell: the Trusted Types default policy could not be created (is "default" in the CSP\'s trusted-types list?)',
      error,
    );
    return false;
  }
}
