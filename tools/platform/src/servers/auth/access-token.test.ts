import { AccessTokenService, TOKEN_LIFETIME_SECONDS } from './access-token';

describe('access tokens', () => {
  let now = new Date('2026-03-02T10:00:00Z');
  const tokens = new AccessTokenService('secret', () => now);

  beforeEach(() => {
    now = new Date('2026-03-02T10:00:00Z');
  });

  it('accepts a fresh token and issues a different one each time', () => {
    const token = tokens.issue();
    expect(tokens.check(token)).toEqual({ valid: true });
    expect(tokens.issue()).not.toBe(token);
  });

  it('accepts a token for 15 minutes and refuses it after', () => {
    const token = tokens.issue();
    now = new Date(now.getTime() + (TOKEN_LIFETIME_SECONDS - 1) * 1000);
    expect(tokens.check(token).valid).toBe(true);
    now = new Date(now.getTime() + 60_000);
    expect(tokens.check(token)).toEqual({ valid: false, reason: 'Access token has expired.' });
  });

  it('refuses a token signed with another secret or altered', () => {
    const foreign = new AccessTokenService('other', () => now).issue();
    expect(tokens.check(foreign).valid).toBe(false);
    const [prefix, , signature] = tokens.issue().split('.');
    const forged = Buffer.from(JSON.stringify({ iat: 0, exp: 9e9, jti: 'x' })).toString(
      'base64url',
    );
    expect(tokens.check(`${prefix}.${forged}.${signature}`).valid).toBe(false);
    expect(tokens.check('not-a-token').valid).toBe(false);
  });
});
