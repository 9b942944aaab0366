import { isUnderBaseUrl } from './is-under-base-url';

describe('isUnderBaseUrl', () => {
  const base = 'https://paas.example.at/services/';

  it('accepts URLs at or below the base path on the same origin', () => {
    expect(isUnderBaseUrl(new URL('https://paas.example.at/services'), base)).toBe(true);
    expect(isUnderBaseUrl(new URL('https://paas.example.at/services/api/x?y=1'), base)).toBe(true);
  });

  it('rejects a path that only starts with the same letters', () => {
    expect(isUnderBaseUrl(new URL('https://paas.example.at/services-evil/api'), base)).toBe(false);
  });

  it('rejects another origin, even with the same path', () => {
    expect(isUnderBaseUrl(new URL('https://evil.example.com/services/api'), base)).toBe(false);
    expect(isUnderBaseUrl(new URL('http://paas.example.at/services/api'), base)).toBe(false);
  });

  it('accepts every path of the origin when the base has no path', () => {
    expect(isUnderBaseUrl(new URL('http://127.0.0.1:8090/api/x'), 'http://127.0.0.1:8090')).toBe(
      true,
    );
  });
});
