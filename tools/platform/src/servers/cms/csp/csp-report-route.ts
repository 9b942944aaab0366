import type { FastifyInstance } from 'fastify';
import type { CspReportStore } from './csp-reports';

export const CSP_REPORT_PATH = '/__csp-reports';

/** Tags name the e2e test that opened a page: letters, digits, `-`, `_`, `.` only. */
export function cleanTag(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w.-]{1,120}$/.test(value) ? value : undefined;
}

/**
 * The endpoint every page's CSP reports to (report-uri and the Reporting API's `csp` endpoint):
 * POST records (legacy `application/csp-report` and `application/reports+json` alike), GET lists
 * what was recorded (`?tag=` for one test's pages), DELETE forgets it (`?tag=` likewise).
 */
export async function registerCspReportRoute(
  app: FastifyInstance,
  store: CspReportStore,
): Promise<void> {
  await app.register(async (scope) => {
    // Browsers post these types; parsed here only, the rest of the server keeps its parsers.
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, null);
        }
      },
    );
    scope.post<{ Querystring: { tag?: string } }>(CSP_REPORT_PATH, async (request, reply) => {
      store.record(request.body, cleanTag(request.query.tag) ?? '');
      return reply.code(204).send();
    });
    scope.get<{ Querystring: { tag?: string } }>(CSP_REPORT_PATH, async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send({ violations: store.list(cleanTag(request.query.tag)) }),
    );
    scope.delete<{ Querystring: { tag?: string } }>(CSP_REPORT_PATH, async (request, reply) => {
      store.clear(cleanTag(request.query.tag));
      return reply.code(204).send();
    });
  });
}
