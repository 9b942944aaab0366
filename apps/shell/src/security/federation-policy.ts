import type { ScriptUrlPolicy } from '../federation/csp-scripts-plugin';
import type { ScriptOrigins } from './script-origins';

/** The name the pages' CSP lists in `trusted-types` for the shell's remote entries. */
export const FEDERATION_POLICY = 'ctb-federation';

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): ScriptUrlPolicy;
}

/**
 * The shell's named Trusted Types policy for the scripts the federation runtime inserts: a URL on
 * one of the remotes' origins passes, any other throws (a tampered remotes file or manifest), and
 * the runtime reports that remote as failed. Where the browser has no Trusted Types the same check
 * gives a plain string.
 */
export function createFederationPolicy(
  origins: ScriptOrigins,
  factory: TrustedTypesFactory | undefined = (window as { trustedTypes?: TrustedTypesFactory })
    .trustedTypes,
): ScriptUrlPolicy {
  const rules = {
    createScriptURL(input: string): string {
      if (origins.allows(input)) return input;
      throw new Error(`the script ${input} is not on an origin of the remotes file`);
    },
  };
  return factory ? factory.createPolicy(FEDERATION_POLICY, rules) : rules;
}
