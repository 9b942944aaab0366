import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Tokens live 15 minutes; the client refreshes after 900 s (SPEC: token refresh 900 s). */
export const TOKEN_LIFETIME_SECONDS = 15 * 60;
/** Tolerance for a request the client sent just before its scheduled refresh. */
const CLOCK_LEEWAY_SECONDS = 30;

interface TokenPayload {
  /** issued at, epoch seconds */
  iat: number;
  /** expires at, epoch seconds */
  exp: number;
  /** random id, so two tokens of the same second differ */
  jti: string;
}

export type TokenCheck = { valid: true } | { valid: false; reason: string };

/**
 * Issues and checks signed bearer tokens: `ctb.<payload>.<signature>` with an HMAC-SHA256 over
 * the payload. Stateless, so the CMS host issues and the paas checks with the same secret.
 */
export class AccessTokenService {
  private readonly secret: Buffer;

  constructor(
    secret: string | undefined,
    private readonly now: () => Date,
  ) {
    this.secret = secret === undefined ? randomBytes(32) : Buffer.from(secret, 'utf8');
  }

  issue(): string {
    const iat = Math.floor(this.now().getTime() / 1000);
    const payload: TokenPayload = {
      iat,
      exp: iat + TOKEN_LIFETIME_SECONDS,
      jti: randomBytes(9).toString('base64url'),
    };
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `ctb.${body}.${this.sign(body)}`;
  }

  check(token: string): TokenCheck {
    const [prefix, body, signature] = token.split('.');
    if (prefix !== 'ctb' || !body || !signature) {
      return { valid: false, reason: 'Access token is malformed.' };
    }
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { valid: false, reason: 'Access token signature is invalid.' };
    }
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TokenPayload;
    const nowSeconds = this.now().getTime() / 1000;
    if (nowSeconds > payload.exp + CLOCK_LEEWAY_SECONDS) {
      return { valid: false, reason: 'Access token has expired.' };
    }
    return { valid: true };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
