import { send } from '../../testing/http-request';
import { formsTestServer } from '../testing/forms-test-server';

const app = formsTestServer();
afterAll(() => app.close());
const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  send(app, { method: 'POST', url: '/api/newsletter/subscribe', payload, headers });

describe('newsletter sign-up', () => {
  it('stores an address with the ticked topics', async () => {
    const response = await subscribe({
      emailAddress: 'anna.berger@example.at',
      veranstaltungen: true,
      maerkte: true,
    });
    expect(response.statusCode).toBe(201);
    const { subscriptions } = (
      await send(app, { url: '/api/newsletter/subscriptions.json' })
    ).json();
    expect(subscriptions).toEqual([
      {
        email: 'anna.berger@example.at',
        topics: ['veranstaltungen', 'maerkte'],
        subscribedAt: '2026-03-02T10:00:00.000Z',
      },
    ]);
  });

  it('refuses an address that is none, an unknown topic and a topic that is not true', async () => {
    expect((await subscribe({ emailAddress: 'anna@' })).statusCode).toBe(400);
    expect((await subscribe({ emailAddress: 'anna@example.at', lotto: true })).statusCode).toBe(
      400,
    );
    expect((await subscribe({ emailAddress: 'anna@example.at', maerkte: 'ja' })).statusCode).toBe(
      400,
    );
  });

  it('honours the failure injection', async () => {
    expect(
      (await subscribe({ emailAddress: 'anna@example.at' }, { 'x-ctb-fail': '500' })).statusCode,
    ).toBe(500);
  });
});
