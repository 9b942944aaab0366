import { createFederationPolicy, FEDERATION_POLICY } from './federation-policy';
import { createScriptOrigins } from './script-origins';

describe("the shell's Trusted Types policy for remote entries", () => {
  const origins = createScriptOrigins();
  origins.allowRemotes(['http://localhost:8103/mf-manifest.json']);

  it('is the named policy the pages list, and passes the remotes’ origins only', () => {
    const createPolicy = jest.fn(
      (_name: string, rules: { createScriptURL(input: string): string }) => rules,
    );
    const policy = createFederationPolicy(origins, { createPolicy });
    expect(createPolicy).toHaveBeenCalledWith(FEDERATION_POLICY, expect.anything());
    expect(FEDERATION_POLICY).toBe('ctb-federation');
    expect(policy.createScriptURL('http://localhost:8103/remoteEntry.js')).toBe(
      'http://localhost:8103/remoteEntry.js',
    );
    expect(() => policy.createScriptURL('https://evil.example/remoteEntry.js')).toThrow(
      'the script https://evil.example/remoteEntry.js is not on an origin of the remotes file',
    );
  });

  it('checks the same way where the browser has no Trusted Types', () => {
    const policy = createFederationPolicy(origins, undefined);
    expect(() => policy.createScriptURL('https://evil.example/x.js')).toThrow();
    expect(policy.createScriptURL('http://localhost:8103/a.js')).toBe('http://localhost:8103/a.js');
  });
});
