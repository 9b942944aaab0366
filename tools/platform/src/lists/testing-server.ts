import Fastify, { type FastifyInstance } from 'fastify';
import { addJsonErrors } from '../http/error-handler';
import { addFailureInjection } from '../http/failure-injection';
import { send, type TestResponse } from '../testing/http-request';
import { testConfig } from '../testing/test-config';
import { registerListRoutes } from './lists-routes';

/** The reference day of the list tests (testConfig's clock). */
export const TEST_TODAY = '2026-03-02';

/** A bare fastify with the list routes, the JSON errors and failure injection of the CMS host. */
export function listTestServer(): FastifyInstance {
  const config = testConfig();
  const app = Fastify();
  addJsonErrors(app, config.log);
  addFailureInjection(app);
  registerListRoutes(app, config);
  return app;
}

export const post = (app: FastifyInstance, url: string, payload: unknown): Promise<TestResponse> =>
  send(app, { method: 'POST', url, payload });

export const get = (app: FastifyInstance, url: string): Promise<TestResponse> => send(app, { url });
