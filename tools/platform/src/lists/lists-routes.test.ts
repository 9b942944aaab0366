import type { FastifyInstance } from 'fastify';
import { AccessTokenService } from '../auth/access-token';
import { buildCmsServer } from '../cms/cms-server';
import { send } from '../testing/http-request';
import { testConfig } from '../testing/test-config';

const config = testConfig();
let cms: FastifyInstance;
beforeAll(async () => {
  cms = await buildCmsServer(config, new AccessTokenService(config.tokenSecret, config.now));
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
