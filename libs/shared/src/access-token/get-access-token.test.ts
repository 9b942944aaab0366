import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  getAccessToken,
  invalidateAccessToken,
  resetAccessTokenForTests,
} from './get-access-token';

let issued = 0;
const server = setupServer(
  http.get('http://localhost/cachableservlets/token.json', () => {
    issued += 1;
    return HttpResponse.json({ access_token: `token-${issued}` });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  resetAccessTokenForTests();
  issued = 0;
});
afterEach(() => {
  resetAccessTokenForTests();
  jest.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('getAccessToken', () => {
  it('fetches the token from the site host on first need', async () => {
    expect(issued).toBe(0);
    await expect(getAccessToken()).resolves.toBe('token-1');
    expect(issued).toBe(1);
  });

  it('shares one request among concurrent callers', async () => {
    const tokens = await Promise.all([getAccessToken(), getAccessToken(), getAccessToken()]);
    expect(tokens).toEqual(['token-1', 'token-1', 'token-1']);
    expect(issued).toBe(1);
  });

  it('serves the cached token until 900 seconds have passed', async () => {
    await getAccessToken();
    jest.advanceTimersByTime(899_000);
    await expect(getAccessToken()).resolves.toBe('token-1');
    expect(issued).toBe(1);
  });

  it('refreshes the token in the background after 900 seconds', async () => {
    await getAccessToken();
    await jest.advanceTimersByTimeAsync(900_000);
    await waitFor(() => expect(issued).toBe(2));
    await expect(getAccessToken()).resolves.toBe('token-2');
    expect(issued).toBe(2);
  });

  it('never hands out a token older than 900 seconds, even if the refresh timer was late', async () => {
    await getAccessToken();
    jest.setSystemTime(Date.now() + 901_000);
    await expect(getAccessToken()).resolves.toBe('token-2');
  });

  it('fetches a new token after the cached one was invalidated', async () => {
    await getAccessToken();
    invalidateAccessToken();
    await expect(getAccessToken()).resolves.toBe('token-2');
  });

  it('rejects when the token service fails, and asks again on the next call', async () => {
    server.resetHandlers(
      http.get(
        'http://localhost/cachableservlets/token.json',
        () => HttpResponse.json({ message: 'down' }, { status: 500 }),
        { once: true },
      ),
      http.get('http://localhost/cachableservlets/token.json', () =>
        HttpResponse.json({ access_token: 'late' }),
      ),
    );
    await expect(getAccessToken()).rejects.toMatchObject({ name: 'HttpError', status: 500 });
    await expect(getAccessToken()).resolves.toBe('late');
  });

  it('rejects a token answer without access_token', async () => {
    server.use(
      http.get('http://localhost/cachableservlets/token.json', () =>
        HttpResponse.json({ token: 'x' }),
      ),
    );
    await expect(getAccessToken()).rejects.toMatchObject({ name: 'ResponseValidationError' });
  });
});
