import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { PlatformConfig } from '../../common/config/platform-config';
import { parseRequest } from '../../common/http/parse-request';
import { clubDiscountDetail } from '../data/club-details';
import { defaultCode, type PromoCodeStore } from '../data/promo-code-store';
import { accountOfToken, clubIdentity, type ClubIdentity } from '../identity/club-identity';
import { CodeExchangeError } from '../identity/site-client';
import { ageOn, findTestUser } from '../identity/test-users';
import { findBenefit } from './club-detail-routes';

/** SPEC section 7 "GET exchange code with otp (or code) and redirectUri". */
export const CLUB_EXCHANGE_PATH = '/cachableservlets/club/exchange-code.json';
export const CLUB_MEMBERSHIP_PATH = '/cachableservlets/club/membership.json';
/** SPEC section 7 "Promo code request … to …/{id}/code": POST hands out, GET the default code. */
export const clubCodePath = (voucherId: string) =>
  `/cachableservlets/club/benefits/${voucherId}/code`;

/** SPEC section 9: club-only benefits are for members up to 24. */
export const CLUB_AGE_LIMIT = 24;

const ExchangeQuery = v.pipe(
  v.object({
    code: v.optional(v.pipe(v.string(), v.nonEmpty())),
    otp: v.optional(v.pipe(v.string(), v.nonEmpty())),
    redirectUri: v.pipe(v.string(), v.url()),
    codeVerifier: v.pipe(v.string(), v.regex(/^[\w.~-]{43,128}$/, 'must be a PKCE verifier')),
    nonce: v.pipe(v.string(), v.nonEmpty()),
  }),
  v.check((query) => Boolean(query.code ?? query.otp), 'code (or otp) is required'),
);

const VoucherParams = v.object({ voucherId: v.pipe(v.string(), v.regex(/^cb-\d{4}$/)) });

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

function identityOr503(config: PlatformConfig, reply: FastifyReply): ClubIdentity | undefined {
  const identity = clubIdentity(config);
  if (!identity)
    void noStore(reply).code(503).send({ message: 'The identity provider is not running.' });
  return identity;
}

/** The member behind the bearer token, or a 401 answer. */
async function memberOf(config: PlatformConfig, request: FastifyRequest, reply: FastifyReply) {
  const identity = identityOr503(config, reply);
  if (!identity) return undefined;
  const header = request.headers.authorization ?? '';
  const token = /^Bearer ([\w.~+/=-]+)$/.exec(header)?.[1];
  const accountId = token ? await accountOfToken(identity, token) : undefined;
  const user = accountId ? findTestUser(config.now(), { id: accountId }) : undefined;
  if (!user) {
    void noStore(reply)
      .code(401)
      .header('www-authenticate', 'Bearer')
      .send({ message: 'A valid member token is required.' });
    return undefined;
  }
  return user;
}

export function registerClubMemberRoutes(
  app: FastifyInstance,
  config: PlatformConfig,
  promoCodes: () => PromoCodeStore,
): void {
  app.get(CLUB_EXCHANGE_PATH, async (request, reply) => {
    const query = parseRequest(ExchangeQuery, request.query, 'query parameters');
    const identity = identityOr503(config, reply);
    if (!identity) return reply;
    try {
      const member = await identity.site.exchange({
        code: (query.code ?? query.otp)!,
        redirectUri: query.redirectUri,
        codeVerifier: query.codeVerifier,
        nonce: query.nonce,
      });
      return noStore(reply).send(member);
    } catch (error) {
      if (!(error instanceof CodeExchangeError)) throw error;
      return noStore(reply).code(error.status).send({ message: error.message });
    }
  });

  // Whether the member may use the benefit (SPEC: membership is read for shop links).
  app.get(CLUB_MEMBERSHIP_PATH, async (request, reply) => {
    const { voucherId } = parseRequest(
      v.object({ voucherId: VoucherParams.entries.voucherId }),
      request.query,
      'query parameters',
    );
    const user = await memberOf(config, request, reply);
    if (!user) return reply;
    const benefit = findBenefit(config, voucherId);
    if (!benefit)
      return noStore(reply)
        .code(404)
        .send({ message: `No club benefit ${voucherId}.` });
    const detail = clubDiscountDetail(benefit);
    const tooOld = detail.clubOnly && ageOn(user.birthdate, config.now()) > CLUB_AGE_LIMIT;
    return noStore(reply).send({ isMember: user.clubMember, eligible: user.clubMember && !tooOld });
  });

  const codeRoute =
    (method: 'POST' | 'GET') => async (request: FastifyRequest, reply: FastifyReply) => {
      const { voucherId } = parseRequest(VoucherParams, request.params, 'query parameters');
      const user = await memberOf(config, request, reply);
      if (!user) return reply;
      const benefit = findBenefit(config, voucherId);
      const detail = benefit ? clubDiscountDetail(benefit) : undefined;
      if (!detail || detail.benefitType !== 'Promo-Code') {
        return noStore(reply)
          .code(404)
          .send({ message: `No promo codes for ${voucherId}.` });
      }
      if (!user.clubMember) return noStore(reply).send({ isMember: false });
      if (detail.clubOnly && ageOn(user.birthdate, config.now()) > CLUB_AGE_LIMIT) {
        return noStore(reply)
          .code(403)
          .send({ reason: 'AGE_LIMIT', message: `Only for club members up to ${CLUB_AGE_LIMIT}.` });
      }
      // GET: the benefit's default code, the same for everyone (the fallback after 409/404).
      if (method === 'GET') {
        return noStore(reply).send({
          isMember: true,
          code: defaultCode(voucherId),
          previousCode: null,
          alreadyGenerated: false,
          redeemable: detail.redeemable,
        });
      }
      const result = promoCodes().handOut(voucherId, user.id, detail.redeemable);
      if (result.kind === 'none')
        return noStore(reply)
          .code(404)
          .send({ message: 'This benefit has no personal promo codes.' });
      if (result.kind === 'exhausted')
        return noStore(reply).code(409).send({ message: 'No promo codes left.' });
      const { kind: _kind, ...code } = result;
      return noStore(reply).send({ isMember: true, ...code, redeemable: detail.redeemable });
    };
  app.post('/cachableservlets/club/benefits/:voucherId/code', codeRoute('POST'));
  app.get('/cachableservlets/club/benefits/:voucherId/code', codeRoute('GET'));
}
