import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What `x-ctb-fail` / `ctbFail` asks for (docs/contracts.md, "Failure injection"). */
export type FailureMode =
  { kind: 'status'; status: 500 | 401 } | { kind: 'malformed' } | { kind: 'slow'; delayMs: number };

export const DEFAULT_SLOW_MS = 3000;
/** Longer delays would only hang a suite; a typo such as slow:300000 is refused instead. */
export const MAX_SLOW_MS = 60_000;

export class UnknownFailureModeError extends Error {}

/** Parses the header or query value; undefined when none was given. */
export function parseFailureMode(raw: string | undefined): FailureMode | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = raw.trim().toLowerCase();
  if (value === '500') return { kind: 'status', status: 500 };
  if (value === '401') return { kind: 'status', status: 401 };
  if (value === 'malformed') return { kind: 'malformed' };
  if (value === 'slow') return { kind: 'slow', delayMs: DEFAULT_SLOW_MS };
  const slow = /^slow:(\d+)$/.exec(value);
  if (slow?.[1] !== undefined) {
    const delayMs = Number(slow[1]);
    if (delayMs <= MAX_SLOW_MS) return { kind: 'slow', delayMs };
  }
  throw new UnknownFailureModeError(
    `Unknown failure mode "${raw}": use 500, 401, malformed, slow or slow:<ms up to ${MAX_SLOW_MS}>.`,
  );
}

function requestedFailure(request: FastifyRequest): string | undefined {
  const header = request.headers['x-ctb-fail'];
  if (typeof header === 'string' && header !== '') return header;
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.ctbFail;
  return typeof fromQuery === 'string' ? fromQuery : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets QA make any endpoint fail on demand. Added to the root instance after CORS (so failures
 * still carry CORS headers and the browser can read them) and before authentication (so an
 * injected 500 needs no token). Preflights are left alone: a failing preflight would only show
 * as a CORS error.
 */
export function addFailureInjection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS') return;
    let mode: FailureMode | undefined;
    try {
      mode = parseFailureMode(requestedFailure(request));
    } catch (error) {
      if (!(error instanceof UnknownFailureModeError)) throw error;
      return reply.code(400).send({ message: error.message });
    }
    if (mode === undefined) return;
    switch (mode.kind) {
      case 'slow':
        await sleep(mode.delayMs);
        return;
      case 'malformed':
        // Valid JSON of the wrong shape: clients must reject it by validation, not by luck.
        return reply
          .code(200)
          .header('cache-control', 'no-store')
          .send({ unexpected: 'malformed on request (ctbFail=malformed)' });
      case 'status':
        return reply.code(mode.status).send({
          message:
            mode.status === 401
              ? 'Access token missing or expired (injected failure).'
              : 'Internal server error (injected failure).',
        });
    }
  });
}
