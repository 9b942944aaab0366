import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { IdentitySettings } from './identity-config';
import { IDP_ICON_SVG, LOGIN_CSS, loginPageHtml } from './login-page';
import { loginLanguage } from './login-texts';
import { ageOn, findTestUser, testUsers } from './test-users';

const INTERACTION = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/;
const TEST_PASSWORD = 'club2024';

export const isInteractionPath = (path: string) => INTERACTION.test(path);

/** The login page's stylesheet and icon, from the identity provider's own origin (CSP 'self'). */
export function serveAsset(path: string, response: ServerResponse): boolean {
  if (path === '/assets/login.css') {
    response.writeHead(200, {
      'content-type': 'text/css; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.end(LOGIN_CSS);
    return true;
  }
  if (path === '/assets/idp-icon.svg' || path === '/favicon.ico') {
    response.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' });
    response.end(IDP_ICON_SVG);
    return true;
  }
  return false;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // A login form is tiny; anything larger is not one.
    if (size > 16_384) throw new Error('login form too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

interface InteractionContext {
  provider: Provider;
  settings: IdentitySettings;
  request: IncomingMessage;
  response: ServerResponse;
  path: string;
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(html);
}

/**
 * GET /interaction/<uid>: the login page. POST …/login: checks the credentials; wrong ones show
 * the page again with the error and the typed username. POST …/abort: ends the login with
 * access_denied, which the provider sends back to the site with the state.
 */
export async function handleInteraction(context: InteractionContext): Promise<void> {
  const { provider, settings, request, response, path } = context;
  const [, uid, step] = INTERACTION.exec(path) ?? [];
  const details = await provider.interactionDetails(request, response);
  if (details.uid !== uid) return sendHtml(response, 400, 'Ungültige Anmeldeanfrage.');
  const language = loginLanguage(details.params.ui_locales);
  const today = settings.now();
  const page = (extra: { username?: string; error?: 'wrongCredentials' | 'missingCredentials' }) =>
    loginPageHtml({
      language,
      action: `/interaction/${uid}/login`,
      cancelAction: `/interaction/${uid}/abort`,
      users: testUsers(today).map((user) => ({ ...user, age: ageOn(user.birthdate, today) })),
      password: TEST_PASSWORD,
      ...extra,
    });

  if (request.method === 'GET' && !step) return sendHtml(response, 200, page({}));
  if (request.method !== 'POST' || !step) return sendHtml(response, 405, 'Nicht erlaubt.');

  if (step === 'abort') {
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'Die Anmeldung wurde abgebrochen.' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const form = await readForm(request);
  const username = form.get('username')?.trim() ?? '';
  const password = form.get('password') ?? '';
  if (!username || !password)
    return sendHtml(response, 400, page({ username, error: 'missingCredentials' }));
  const user = findTestUser(today, { username });
  if (!user || user.password !== password) {
    return sendHtml(response, 401, page({ username, error: 'wrongCredentials' }));
  }
  await provider.interactionFinished(
    request,
    response,
    { login: { accountId: user.id } },
    { mergeWithLastSubmission: false },
  );
}
