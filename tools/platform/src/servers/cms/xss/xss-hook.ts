import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XSS_PAYLOADS } from './xss-corpus';
import {
  injectIntoFragment,
  injectIntoJson,
  injectIntoPage,
  PayloadPicker,
  type XssSelection,
} from './xss-injection';

export const XSS_COOKIE = 'ctb_xss';
export const XSS_QUERY = 'ctbXss';

/** Answers that are the platform's own machinery, never data a widget shows. */
const UNTOUCHED = [/^\/cachableservlets\/token\.json/, /^\/__csp-reports/, /^\/maps-stand-in\//];

function parseSelection(value: string | undefined): XssSelection | undefined {
  if (value === 'all') return 'all';
  const id = Number(value);
  return Number.isInteger(id) && XSS_PAYLOADS.some((payload) => payload.id === id) ? id : undefined;
}

function selectionOf(request: FastifyRequest): XssSelection | undefined {
  const query = (request.query as Record<string, unknown> | undefined)?.[XSS_QUERY];
  const fromQuery = typeof query === 'string' ? parseSelection(query) : undefined;
  if (fromQuery !== undefined) return fromQuery;
  const cookie = /(?:^|;\s*)ctb_xss=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  return parseSelection(cookie);
}

function inject(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string,
  selection: XssSelection,
): string {
  const type = String(reply.getHeader('content-type') ?? '');
  const picker = new PayloadPicker(selection);
  if (type.startsWith('application/json')) {
    try {
      return JSON.stringify(injectIntoJson(JSON.parse(payload), picker));
    } catch {
      return payload;
    }
  }
  if (!type.startsWith('text/html')) return payload;
  if (/<html[\s>]/i.test(payload)) {
    // The widgets' own requests carry no query: the cookie keeps the corpus on for them.
    if ((request.query as Record<string, unknown> | undefined)?.[XSS_QUERY] !== undefined)
      reply.header('set-cookie', `${XSS_COOKIE}=${selection}; Path=/; SameSite=Lax`);
    return injectIntoPage(payload, picker);
  }
  return injectIntoFragment(payload, picker);
}

/**
 * The XSS corpus on demand: with `?ctbXss=all|<id>` on a page (which then sets the cookie) or the
 * cookie `ctb_xss`, every JSON answer, HTML fragment and page of the CMS host carries payloads in
 * the places it feeds the widgets (docs/security.md, "XSS corpus"). Off otherwise.
 */
export function addXssInjection(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || reply.statusCode !== 200) return payload;
    if (UNTOUCHED.some((pattern) => pattern.test(request.url))) return payload;
    const selection = selectionOf(request);
    return selection === undefined ? payload : inject(request, reply, payload, selection);
  });
}
