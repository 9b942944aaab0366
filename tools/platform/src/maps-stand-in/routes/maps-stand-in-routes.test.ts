import type { FastifyInstance } from 'fastify';
import { send } from '../../testing/http-request';
import { testCmsServer } from '../../testing/test-servers';

let cms: FastifyInstance;

beforeAll(async () => {
  cms = await testCmsServer();
});
afterAll(() => cms.close());

describe('maps stand-in on the CMS host', () => {
  it('serves the bundled script', async () => {
    const response = await send(cms, { url: '/maps-stand-in/maps.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/javascript/);
    expect(response.body).toContain('importLibrary');
    expect(response.body).not.toMatch(/^\s*(import|export) /m);
  });

  it('serves the place index', async () => {
    const response = await send(cms, { url: '/maps-stand-in/places.json' });
    expect(response.statusCode).toBe(200);
    const { rows } = response.json();
    expect(rows.length).toBeGreaterThan(2000);
    expect(rows[0]).toEqual([2761369, 'Wien', 'Wien', '1010', 'Wien', 48.20849, 16.37208, 1691468]);
  });
});
