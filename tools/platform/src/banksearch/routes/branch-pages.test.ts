import type { FastifyInstance } from 'fastify';
import { send } from '../../testing/http-request';
import { testCmsServer } from '../../testing/test-servers';
import { allBranches } from '../data/branch-generator';
import { FACADE_VARIANTS } from '../data/branch-photo';

let cms: FastifyInstance;

beforeAll(async () => {
  cms = await testCmsServer();
});
afterAll(() => cms.close());

const zirl = () => allBranches().find((branch) => branch.contact.website.endsWith('/zirl.html'))!;

describe('branch photos', () => {
  it('serves every facade the dataset links to as an SVG image', async () => {
    const linked = new Set(allBranches().map((branch) => branch.titleImageLink));
    expect(linked.size).toBe(FACADE_VARIANTS);
    for (const path of linked) {
      const response = await send(cms, { url: path });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(response.body).toContain('aria-label="Bankgebäude, Außenansicht"');
    }
  });

  it('draws a different facade per variant, the same one on every request', async () => {
    const bodies = await Promise.all(
      [1, 2, 3, 1].map(
        async (n) => (await send(cms, { url: `/assets/branches/facade-${n}.svg` })).body,
      ),
    );
    expect(new Set(bodies.slice(0, 3)).size).toBe(3);
    expect(bodies[3]).toBe(bodies[0]);
  });

  it('renders the res1x and res2x widths of listImage at 4:3', async () => {
    const { listImage } = zirl();
    for (const [url, width] of [
      [listImage.xs.res1x, 160],
      [listImage.xs.res2x, 320],
      [listImage.sm.res2x, 640],
    ] as const) {
      const body = (await send(cms, { url })).body;
      expect(body).toContain(`width="${width}" height="${(width * 3) / 4}"`);
    }
  });

  it('answers 404 for an unknown variant and 400 for an unusable width', async () => {
    expect((await send(cms, { url: '/assets/branches/facade-9.svg' })).statusCode).toBe(404);
    expect((await send(cms, { url: '/assets/branches/facade-x.svg' })).statusCode).toBe(404);
    const tooWide = await send(cms, { url: '/assets/branches/facade-1.svg?w=99999' });
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toContain('w must be');
  });
});

describe('branch pages', () => {
  it('serves the page GET /api/branches/url points at, with name, address, hours and contact', async () => {
    const branch = zirl();
    const { url } = (
      await send(cms, { url: `/api/branches/url?instituteId=${branch.id}&searchPath=/de/x` })
    ).json();
    const page = await send(cms, { url: new URL(url).pathname + new URL(url).search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`<h1 class="cms-hero__title">${branch.name}</h1>`);
    expect(page.body).toContain(`<title>${branch.name} | `);
    expect(page.body).toContain(branch.address.street);
    expect(page.body).toContain(`${branch.address.postalCode} ${branch.address.city}`);
    expect(page.body).toContain(`href="mailto:${branch.contact.email}"`);
    expect(page.body).toContain(branch.contact.telephone);
    expect(page.body).toContain('data-widget="banksearch/opening-hours"');
    expect(page.body).toContain(`&quot;branchId&quot;:&quot;${branch.id}&quot;`);
    expect(page.body).toContain('data-widget="banksearch/redirect-popover"');
    expect(page.body).toContain('class="cms-header"');
  });

  it('tells the widgets which bank site the page belongs to', async () => {
    const page = await send(cms, { url: zirl().contact.website });
    const pageConfig = JSON.parse(/id="page-config">([^<]*)</.exec(page.body)?.[1] ?? '{}');
    expect(Buffer.from(pageConfig.currentPagePath, 'base64').toString()).toBe(
      '/banken/tirol/filialen/zirl',
    );
  });

  it('lists a bank site’s branches on its start page, linking to their pages', async () => {
    const page = await send(cms, { url: '/banken/tirol/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Tiroler Regionalbank');
    expect(page.body).toContain(`href="${zirl().contact.website}"`);
    expect((await send(cms, { url: '/banken/tirol' })).statusCode).toBe(302);
  });

  it('serves the chat page every branch chat link points to, in the site layout', async () => {
    const withChat = allBranches().filter((branch) => branch.contact.chat);
    expect(withChat.length).toBeGreaterThan(0);
    for (const branch of withChat) {
      const page = await send(cms, { url: branch.contact.chat! });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<h1 class="cms-hero__title">Chat mit ${branch.name}</h1>`);
    }
    const branch = withChat[0]!;
    const page = (await send(cms, { url: branch.contact.chat! })).body;
    expect(page).toContain('class="cms-header"');
    expect(page).toContain('Chat-Zeiten');
    expect(page).toContain(`href="${branch.contact.website}"`);
    expect(page).toContain(`href="mailto:${branch.contact.email}"`);
    const bank = branch.contact.chat!.split('/')[2];
    expect((await send(cms, { url: `/banken/${bank}/chat.html?branch=atlantis` })).statusCode).toBe(
      404,
    );
    expect((await send(cms, { url: `/banken/${bank}/chat.html` })).statusCode).toBe(404);
  });

  it('answers 404 for unknown branches and banks', async () => {
    expect((await send(cms, { url: '/banken/tirol/filialen/atlantis.html' })).statusCode).toBe(404);
    expect((await send(cms, { url: '/banken/atlantis/filialen/zirl.html' })).statusCode).toBe(404);
    expect((await send(cms, { url: '/banken/wien/filialen/zirl.html' })).statusCode).toBe(404);
    expect((await send(cms, { url: '/banken/atlantis/' })).statusCode).toBe(404);
  });
});
