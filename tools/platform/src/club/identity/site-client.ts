import * as oauth from 'oauth4webapi';
import { CLUB_CLIENT_ID, type IdentitySettings } from './identity-config';

/** What the site's exchange endpoint answers the club page (SPEC "Club member session"). */
export interface ExchangedMember {
  /** whether the person is a club member (the identity provider's club_member claim) */
  clubMember: boolean;
  firstName: string;
  accessToken: string;
  /** seconds until the access token expires */
  expiresIn: number;
}

export class CodeExchangeError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 502,
  ) {
    super(message);
  }
}

export interface ExchangeRequest {
  code: string;
  redirectUri: string;
  codeVerifier: string;
  nonce: string;
}

/**
 * The site's side of the login (a confidential OIDC client, as the bank's web server would be):
 * trades an authorization code for tokens at the identity provider with the client secret and
 * the browser's PKCE verifier, checks the ID token (issuer, audience, expiry, nonce) and reads
 * the person's name and membership from userinfo. The IdP refuses a used or expired code.
 */
export function createSiteClient(settings: IdentitySettings) {
  const issuer = new URL(settings.issuer);
  const client: oauth.Client = { client_id: CLUB_CLIENT_ID };
  const clientAuth = oauth.ClientSecretBasic(settings.clientSecret);
  // Plain http on loopback only: the local platform has no TLS.
  const insecure = { [oauth.allowInsecureRequests]: true };
  let metadata: Promise<oauth.AuthorizationServer> | undefined;

  const authorizationServer = () => {
    metadata ??= oauth
      .discoveryRequest(issuer, insecure)
      .then((response) => oauth.processDiscoveryResponse(issuer, response))
      .catch((error: unknown) => {
        metadata = undefined;
        throw error;
      });
    return metadata;
  };

  async function exchange(request: ExchangeRequest): Promise<ExchangedMember> {
    if (!settings.redirectUris.includes(request.redirectUri)) {
      throw new CodeExchangeError('redirectUri is not a registered page of the site', 400);
    }
    let as: oauth.AuthorizationServer;
    try {
      as = await authorizationServer();
    } catch {
      throw new CodeExchangeError('The identity provider cannot be reached.', 502);
    }
    // The browser already checked state and iss of the authorization response; the code alone
    // travels here.
    const callback = oauth.validateAuthResponse(
      { ...as, authorization_response_iss_parameter_supported: false },
      client,
      new URLSearchParams({ code: request.code }),
      oauth.skipStateCheck,
    );
    try {
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        callback,
        request.redirectUri,
        request.codeVerifier,
        insecure,
      );
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
        expectedNonce: request.nonce,
      });
      const claims = oauth.getValidatedIdTokenClaims(tokens);
      if (!claims) throw new CodeExchangeError('The identity provider sent no ID token.', 502);
      const userInfo = await oauth.processUserInfoResponse(
        as,
        client,
        claims.sub,
        await oauth.userInfoRequest(as, client, tokens.access_token, insecure),
      );
      return {
        clubMember: userInfo.club_member === true,
        firstName: typeof userInfo.given_name === 'string' ? userInfo.given_name : '',
        accessToken: tokens.access_token,
        expiresIn: tokens.expires_in ?? 3600,
      };
    } catch (error) {
      if (error instanceof CodeExchangeError) throw error;
      if (error instanceof oauth.ResponseBodyError) {
        // invalid_grant: a used, expired or foreign code, or a verifier that does not match.
        throw new CodeExchangeError(`The code was refused (${error.error}).`, 400);
      }
      if (error instanceof oauth.OperationProcessingError) {
        throw new CodeExchangeError(`The ID token did not check out: ${error.message}`, 400);
      }
      throw new CodeExchangeError('The identity provider cannot be reached.', 502);
    }
  }

  return { exchange };
}

export type SiteClient = ReturnType<typeof createSiteClient>;
