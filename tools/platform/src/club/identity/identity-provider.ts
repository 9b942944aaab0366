import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Provider, { type Configuration } from 'oidc-provider';
import {
  ACCESS_TOKEN_TTL_S,
  AUTHORIZATION_CODE_TTL_S,
  CLUB_CLIENT_ID,
  identitySettings,
  type IdentitySettings,
} from './identity-config';
import { handleInteraction, isInteractionPath, serveAsset } from './interaction-routes';
import { memoryAdapterFactory } from './memory-adapter';
import { findTestUser } from './test-users';

/** A fresh RSA signing key per process (ID tokens are RS256, the OIDC default). */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
}

function configuration(settings: IdentitySettings): Configuration {
  return {
    adapter: memoryAdapterFactory(),
    clients: [
      {
        client_id: CLUB_CLIENT_ID,
        client_secret: settings.clientSecret,
        redirect_uris: settings.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // PKCE is required of every client, not only public ones; only S256 is offered at all.
    pkce: { required: () => true },
    findAccount: async (_ctx, id) => {
      const user = findTestUser(settings.now(), { id });
      if (!user) return undefined;
      return {
        accountId: user.id,
        claims: async () => ({
          sub: user.id,
          name: `${user.givenName} ${user.familyName}`,
          given_name: user.givenName,
          family_name: user.familyName,
          birthdate: user.birthdate,
          club_member: user.clubMember,
        }),
      };
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'birthdate', 'club_member'],
    },
    // The site is the bank's own client: no consent screen; its grant covers openid profile.
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid profile');
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AuthorizationCode: AUTHORIZATION_CODE_TTL_S,
      AccessToken: ACCESS_TOKEN_TTL_S,
      IdToken: ACCESS_TOKEN_TTL_S,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey()] },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPageHtml(String(out.error), String(out.error_description ?? ''));
    },
  };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

function errorPageHtml(error: string, description: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Anmeldung nicht möglich – Regionalbank</title><link rel="icon" href="/assets/idp-icon.svg" type="image/svg+xml"><link rel="stylesheet" href="/assets/login.css"></head><body><header class="bar"><div class="bar-inner"><span class="logo" aria-hidden="true">R</span><span class="brand">Regionalbank</span></div></header><main class="main"><div class="card"><h1>Anmeldung nicht möglich</h1><p>Die Anmeldeanfrage ist ungültig oder abgelaufen. Bitte starten Sie die Anmeldung erneut auf der Seite der Bank.</p><p class="hint">${escapeHtml(error)}: ${escapeHtml(description)}</p></div></main></body></html>`;
}

/**
 * Every answer of the identity provider carries its own CSP: no script anywhere, styles and
 * icons from itself, and forms may post to itself and be redirected back to the site.
 */
function contentSecurityPolicy(settings: IdentitySettings): string {
  return [
    "default-src 'none'",
    // No script of ours; oidc-provider adds the hash of its one auto-submitting form here (the
    // logout of another account's session before a new login), which 'none' would not allow.
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${settings.cmsOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

export interface IdentityProvider {
  provider: Provider;
  settings: IdentitySettings;
  /** The Node request handler: login pages and assets, then oidc-provider's own routes. */
  handle(request: IncomingMessage, response: ServerResponse): void;
}

export function createIdentityProvider(settings: IdentitySettings): IdentityProvider {
  const provider = new Provider(settings.issuer, configuration(settings));
  const callback = provider.callback();
  const csp = contentSecurityPolicy(settings);
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('content-security-policy', csp);
    response.setHeader('x-content-type-options', 'nosniff');
    response.setHeader('referrer-policy', 'no-referrer');
    const path = new URL(request.url ?? '/', settings.issuer).pathname;
    if (serveAsset(path, response)) return;
    if (isInteractionPath(path)) {
      handleInteraction({ provider, settings, request, response, path }).catch((error: unknown) => {
        console.error('[platform] identity provider: interaction failed', error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end('Die Anmeldung ist fehlgeschlagen.');
      });
      return;
    }
    void callback(request, response);
  };
  return { provider, settings, handle };
}

export interface RunningIdentityProvider {
  url: string;
  idp: IdentityProvider;
  server: Server;
  close(): Promise<void>;
}

/**
 * Starts the identity provider on its own origin (port 0: any free port, as tests use it); the
 * issuer is the origin it listens on. Resolves once it listens.
 */
export async function startIdentityProvider(options: {
  host: string;
  port: number;
  cmsOrigin: string;
  now: () => Date;
  clientSecret?: string;
}): Promise<RunningIdentityProvider> {
  // Requests before the provider exists (none are expected) wait for nobody: 503.
  const ready: { idp?: IdentityProvider } = {};
  const server = createServer((request, response) => {
    if (ready.idp) return ready.idp.handle(request, response);
    response.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as { port: number }).port;
  const idp = createIdentityProvider(identitySettings({ ...options, port }));
  ready.idp = idp;
  return {
    url: idp.settings.issuer,
    idp,
    server,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
