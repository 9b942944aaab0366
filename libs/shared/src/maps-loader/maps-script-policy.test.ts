import { MAPS_POLICY_NAME, trustedMapsScriptUrl } from './maps-script-policy';

describe('the maps loader Trusted Types policy', () => {
  const names: string[] = [];
  beforeAll(() => {
    (window as { trustedTypes?: unknown }).trustedTypes = {
      createPolicy(name: string, rules: { createScriptURL(url: string): string }) {
        names.push(name);
        return { createScriptURL: (url: string) => ({ signed: rules.createScriptURL(url) }) };
      },
    };
  });
  afterAll(() => delete (window as { trustedTypes?: unknown }).trustedTypes);

  it('signs the configured http(s) script URL under its own policy, created once', () => {
    const url = 'http://localhost:8080/maps-stand-in/maps.js';
    expect(trustedMapsScriptUrl(url)).toEqual({ signed: url });
    expect(trustedMapsScriptUrl(url)).toEqual({ signed: url });
    expect(names).toEqual([MAPS_POLICY_NAME]);
  });

  it('refuses a script URL of another scheme', () => {
    expect(() => trustedMapsScriptUrl('data:text/javascript,alert(1)')).toThrow(
      'is not an http(s) URL',
    );
  });
});
