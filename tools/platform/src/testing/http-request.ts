import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** an object is sent as JSON; a string as is */
  payload?: unknown;
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any shape
}

/**
 * Sends one request to a server listening on an ephemeral loopback port (port 0: the system picks
 * a free one, so suites never clash). fastify's inject() would be nicer, but light-my-request
 * needs cookie@2, which is ESM only and not transformed by the workspace's jest config.
 */
export async function send(app: FastifyInstance, request: TestRequest): Promise<TestResponse> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const headers: Record<string, string> = { ...request.headers };
  let body: string | undefined;
  if (typeof request.payload === 'string') body = request.payload;
  else if (request.payload !== undefined) {
    body = JSON.stringify(request.payload);
    headers['content-type'] ??= 'application/json';
  }
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method: request.method ?? 'GET', path: request.url, headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            statusCode: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: text,
            json: () => JSON.parse(text),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
