import type { Config } from 'dompurify';

type SanitizerPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;
type TrustedTypesWindow = Window & {
  trustedTypes?: { createPolicy(name: string, rules: object): SanitizerPolicy };
};

/** The Trusted Types policy the page's CSP must list for HTML from the CMS or a service. */
export const SANITIZER_POLICY_NAME = 'ctb-sanitizer';

let policy: SanitizerPolicy | null | undefined;

/**
 * The sanitiser's own Trusted Types policy, created once per page (libs/shared is a singleton),
 * or null where the browser has no Trusted Types. It wraps what DOMPurify hands it and nothing
 * else: DOMPurify parses the dirty input in an inert document with it and signs its clean output.
 * Kept private to this folder, so no other code can turn a string into TrustedHTML with it.
 */
export function sanitizerPolicy(): SanitizerPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (window as TrustedTypesWindow).trustedTypes;
  if (!factory) return (policy = null);
  try {
    policy = factory.createPolicy(SANITIZER_POLICY_NAME, {
      createHTML: (html: string) => html,
      // Sanitised HTML never keeps an element that loads a script.
      createScriptURL: () => '',
    });
  } catch (error) {
    throw new Error(
      `[ctb] shared: the page's Content Security Policy does not allow the Trusted Types policy "${SANITIZER_POLICY_NAME}"; HTML fragments cannot be shown (${String(error)})`,
    );
  }
  return policy;
}

/** Test helper: forget the policy, so a test can install a fake `trustedTypes` first. */
export function resetSanitizerPolicyForTests(): void {
  policy = undefined;
}
