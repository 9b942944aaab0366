import type { FastifyInstance } from 'fastify';
import { send } from '../../testing/http-request';
import { testCmsServer } from '../../testing/test-servers';

let cms: FastifyInstance;
beforeAll(async () => {
  cms = await testCmsServer();
});
afterAll(() => cms.close());

describe('list services on the CMS host', () => {
  it('are registered, and failure injection reaches them', async () => {
    const ok = await send(cms, { url: '/cachableservlets/lists/employees.json?offset=1&size=2' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().listItems).toHaveLength(2);
    const failed = await send(cms, {
      method: 'POST',
      url: '/cachableservlets/search/news.json',
      headers: { 'x-ctb-fail': '500' },
      payload: { type: 'NEWSSUCHE' },
    });
    expect(failed.statusCode).toBe(500);
  });
});
