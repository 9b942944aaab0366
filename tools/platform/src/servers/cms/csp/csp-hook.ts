import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { cmsOrigin, type PlatformConfig } from '../../../common/config/platform-config';
import { contentSecurityPolicy } from './content-security-policy';
import { CSP_REPORT_PATH, cleanTag } from './csp-report-route';
import { pageSources, trustedTypesPolicies } from './page-sources';

declare module 'fastify' {
  interface FastifyRequest {
    /** The CSP nonce of this response: every script and style element of the page carries it. */
    cspNonce: string;
  }
}

/** The cookie an e2e test sets so the violations of its pages are reported under its name. */
export const CSP_TAG_COOKIE = 'ctb_csp_tag';
const REPORTING_ENDPOINT = 'csp';

function tagFromCookie(header: string | undefined): string | undefined {
  const match = /(?:^|;\s*)ctb_csp_tag=([^;]+)/.exec(header ?? '');
  return cleanTag(match?.[1] ? decodeURIComponent(match[1]) : undefined);
}

/**
 * Every HTML answer of the CMS host goes out with the enforced Content Security Policy: a fresh
 * nonce per request (`request.cspNonce`, which page routes put on their script and style tags),
 * the origins of servers/cms/csp/page-sources.ts, Trusted Types, and reports to /__csp-reports.
 */
export function addContentSecurityPolicy(app: FastifyInstance, config: PlatformConfig): void {
  app.decorateRequest('cspNonce', '');
  app.addHook('onRequest', async (request) => {
    request.cspNonce = randomBytes(18).toString('base64');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || reply.hasHeader('content-security-policy')) return payload;
    const tag = tagFromCookie(request.headers.cookie);
    const reportUri = `${CSP_REPORT_PATH}${tag ? `?tag=${encodeURIComponent(tag)}` : ''}`;
    const policy = contentSecurityPolicy(
      {
        nonce: request.cspNonce,
        sources: await pageSources(config),
        trustedTypes: trustedTypesPolicies(),
        reportUri,
        // CTB_CSP_REPORT_TO=1 sends the production header's report-to too (see content-security-policy.ts).
        reportTo: process.env.CTB_CSP_REPORT_TO === '1' ? REPORTING_ENDPOINT : undefined,
      },
      cmsOrigin(config),
    );
    reply.header('content-security-policy', policy);
    reply.header('reporting-endpoints', `${REPORTING_ENDPOINT}="${cmsOrigin(config)}${reportUri}"`);
    return payload;
  });
}
