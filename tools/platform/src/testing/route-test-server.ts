import Fastify, { type FastifyInstance } from 'fastify';
import { addJsonErrors } from '../common/http/error-handler';
import { addFailureInjection } from '../common/http/failure-injection';
import type { RouteRegistrar } from '../common/domain-module';
import { send, type TestResponse } from './http-request';
import { testConfig } from './test-config';

/** The reference day of the generated-content tests (testConfig's clock). */
export const TEST_TODAY = '2026-03-02';

/** A bare fastify with some routes, plus the JSON errors and failure injection of the CMS host. */
export function routeTestServer(register: RouteRegistrar): FastifyInstance {
  const config = testConfig();
  const app = Fastify();
  addJsonErrors(app, config.log);
  addFailureInjection(app);
  void register(app, config);
  return app;
}

export const post = (app: FastifyInstance, url: string, payload: unknown): Promise<TestResponse> =>
  send(app, { method: 'POST', url, payload });

export const get = (app: FastifyInstance, url: string): Promise<TestResponse> => send(app, { url });
