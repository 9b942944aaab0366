import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { formsModule } from '..';
import type { PlatformOptions } from '../../common/config/platform-config';
import { routeTestServer } from '../../testing/route-test-server';
import { testConfig } from '../../testing/test-config';
import { send, type TestResponse } from '../../testing/http-request';

/** The forms module's CMS routes on a bare server (JSON errors and failure injection included). */
export function formsTestServer(options: PlatformOptions = {}): FastifyInstance {
  return routeTestServer((app) => formsModule.cmsRoutes?.(app, testConfig(options)));
}

/** A token for a form instance, as the widget fetches it. */
export async function formToken(
  app: FastifyInstance,
  formId: string,
  instanceId: string,
): Promise<string> {
  const response = await send(app, { url: `/forms/${formId}/token/?instanceId=${instanceId}` });
  return response.json().tokenId as string;
}

export function submit(
  app: FastifyInstance,
  formId: string,
  body: Record<string, unknown>,
  key: string,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return send(app, {
    method: 'POST',
    url: `/forms/${formId}/processForm/`,
    payload: body,
    headers: { 'idempotency-key': key, ...headers },
  });
}

/** The server's origin, for requests `send` cannot make (multipart). */
export async function originOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
