// msw stand-in for the CMS host and the paas platform, at the network layer.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const PAAS = 'http://127.0.0.1:8090';
export const TOKEN = 'test-token';

export const tokenHandler = http.get('*/cachableservlets/token.json', () =>
  HttpResponse.json({ access_token: TOKEN }),
);

/** One msw server per test file (jest gives every file its own module registry). */
export const platform = setupServer(tokenHandler);

/** Starts msw for a test file and resets handlers between tests. */
export function startPlatform() {
  beforeAll(() => platform.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => platform.resetHandlers());
  afterAll(() => platform.close());
  return platform;
}
