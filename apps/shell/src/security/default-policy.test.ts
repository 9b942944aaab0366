import { installDefaultPolicy } from './default-policy';
import { createScriptOrigins, GOOGLE_MAPS_ORIGIN } from './script-origins';

type Rules = { createScriptURL(input: string): string | null };

function fakeFactory() {
  const policies = new Map<string, Rules>();
  return {
    policies,
    createPolicy(name: string, rules: Rules) {
      if (policies.has(name)) throw new TypeError(`Policy with name "${name}" already exists.`);
      policies.set(name, rules);
      return rules;
    },
  };
}

describe('the Trusted Types default policy of the shell', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => (errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)));
  afterEach(() => errors.mockRestore());

  it('lets scripts load only from the remotes file origins (and Google maps)', () => {
    const factory = fakeFactory();
    const origins = createScriptOrigins();
    expect(installDefaultPolicy(origins, factory)).toBe(true);
    const policy = factory.policies.get('default')!;
    const entry = 'http://localhost:8103/remoteEntry.js';
    expect(policy.createScriptURL(entry)).toBeNull();

    origins.allowRemotes(['http://localhost:8103/mf-manifest.json']);
    expect(policy.createScriptURL(entry)).toBe(entry);
    expect(policy.createScriptURL(`${GOOGLE_MAPS_ORIGIN}/maps/api/js?key=k`)).toBe(
      `${GOOGLE_MAPS_ORIGIN}/maps/api/js?key=k`,
    );
    expect(policy.createScriptURL('https://evil.example/x.js')).toBeNull();
    expect(policy.createScriptURL('data:text/javascript,alert(1)')).toBeNull();
    expect(policy.createScriptURL('javascript:alert(1)')).toBeNull();
    expect(errors).toHaveBeenCalledWith(
      "[ctb] shell: refused to load the script https://evil.example/x.js: its origin is not one of the remotes file's",
    );
  });

  it('admits a blob: script only by the exact URL the shell wrote', () => {
    const factory = fakeFactory();
    const origins = createScriptOrigins();
    installDefaultPolicy(origins, factory);
    const policy = factory.policies.get('default')!;
    const written = 'blob:http://localhost:8080/2f1e0c2a-5b8e-4d0c-9c1e-1a2b3c4d5e6f';
    expect(policy.createScriptURL(written)).toBeNull();
    origins.allowUrl(written);
    expect(policy.createScriptURL(written)).toBe(written);
    expect(policy.createScriptURL('blob:http://localhost:8080/another')).toBeNull();
  });

  it('does nothing without Trusted Types and says so when the CSP refuses the policy', () => {
    expect(installDefaultPolicy(createScriptOrigins(), undefined)).toBe(false);
    const factory = fakeFactory();
    factory.createPolicy('default', { createScriptURL: () => null });
    expect(installDefaultPolicy(createScriptOrigins(), factory)).toBe(false);
    expect(errors.mock.calls[0]?.[0]).toContain(
      'the Trusted Types default policy could not be created',
    );
  });
});
