import * as oauth from 'oauth4webapi';
import * as v from '@ctb/shared/validation';
import { fetchJson } from '@ctb/shared/http';
import { clubSession, type ClubMember } from '@ctb/shared/branch-store';
import type { LoginConfig } from './login-config-schema';
import { takeTransaction, type LoginIntent } from './login-transaction';

/** The authorization response's parameters, removed from the address on return. */
const RESPONSE_PARAMETERS = [
  'code',
  'state',
  'iss',
  'error',
  'error_description',
  'error_uri',
  'session_state',
];

export type LoginFailure = 'state' | 'missingVerifier' | 'cancelled' | 'failed';

export type LoginOutcome =
  | { kind: 'loggedIn'; member: ClubMember; intent?: LoginIntent }
  | { kind: 'failed'; reason: LoginFailure };

const exchangeAnswerSchema = v.object({
  clubMember: v.boolean(),
  firstName: v.string(),
  accessToken: v.pipe(v.string(), v.nonEmpty()),
  expiresIn: v.pipe(v.number(), v.minValue(1)),
});

// One login return per page load, whoever asks first (the discount page, the login button, or
// React asking twice in development): the second caller gets the same answer, never a second
// exchange, and never the "no state" failure OIDC clients are known for under StrictMode.
let pending: Promise<LoginOutcome> | undefined;

/**
 * If the address holds a login answer (`code` or `error` with `state`), removes those parameters
 * from it at once with history.replaceState, before anything renders, puts back the query the
 * page had before the login when the answer is ours, and finishes the login: the state is
 * checked with oauth4webapi against the one kept for this tab; without a kept login (a used
 * code on reload, another tab's answer) or with a foreign state, nothing is exchanged. The code
 * is exchanged once at the site's endpoint; the member goes into the club session.
 */
export function takeLoginReturn(config: LoginConfig): Promise<LoginOutcome> | undefined {
  if (pending) return pending;
  const url = new URL(window.location.href);
  const answer = new URLSearchParams(url.search);
  if (!answer.has('state') || !(answer.has('code') || answer.has('error'))) return undefined;

  const transaction = takeTransaction();
  const stateMatches = transaction !== undefined && answer.get('state') === transaction.state;
  const restored = new URLSearchParams(stateMatches ? transaction.returnSearch : url.search);
  for (const name of RESPONSE_PARAMETERS) restored.delete(name);
  const search = restored.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${url.pathname}${search ? `?${search}` : ''}${url.hash}`,
  );

  pending = finish(config, answer, transaction);
  return pending;
}

async function finish(
  config: LoginConfig,
  answer: URLSearchParams,
  transaction: ReturnType<typeof takeTransaction>,
): Promise<LoginOutcome> {
  if (!transaction) return { kind: 'failed', reason: 'missingVerifier' };
  const as: oauth.AuthorizationServer = {
    issuer: config.issuer,
    authorization_endpoint: config.authorizationEndpoint,
    authorization_response_iss_parameter_supported: true,
  };
  let callback: URLSearchParams;
  try {
    callback = oauth.validateAuthResponse(
      as,
      { client_id: config.clientId },
      answer,
      transaction.state,
    );
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError) {
      return { kind: 'failed', reason: error.error === 'access_denied' ? 'cancelled' : 'failed' };
    }
    // A state or issuer that is not ours: somebody else's answer, never exchanged.
    return { kind: 'failed', reason: 'state' };
  }
  try {
    const answered = await fetchJson(config.exchangeEndpoint, {
      query: {
        code: callback.get('code') ?? '',
        redirectUri: transaction.redirectUri,
        codeVerifier: transaction.codeVerifier,
        nonce: transaction.nonce,
      },
      schema: exchangeAnswerSchema,
    });
    const member: ClubMember = {
      clubMember: answered.clubMember,
      firstName: answered.firstName,
      accessToken: answered.accessToken,
      expiresAt: Date.now() + answered.expiresIn * 1000,
    };
    clubSession.store(member);
    return { kind: 'loggedIn', member, intent: transaction.intent };
  } catch (error) {
    // The error names the endpoint and status only; the code and verifier stay out of the log.
    console.error(`[ctb] club: the login could not be completed (${(error as Error).name})`);
    return { kind: 'failed', reason: 'failed' };
  }
}

/** Tests only: forget the login return of this "page load". */
export function resetLoginReturnForTests(): void {
  pending = undefined;
}
