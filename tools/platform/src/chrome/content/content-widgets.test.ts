import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '../../common/config/app-names';
import { get } from '../../testing/route-test-server';
import { testCmsServer } from '../../testing/test-servers';
import { GALLERY_PAGE_SIZE, GALLERY_PAGES, GALLERY_SIZE } from './gallery';

let cms: FastifyInstance;
beforeAll(async () => {
  cms = await testCmsServer();
});
afterAll(() => cms.close());

/** The data-config of every element of a widget on a page. */
function configs(html: string, widget: string): Record<string, unknown>[] {
  const pattern = new RegExp(`data-widget="${widget}" data-config='([^']*)'`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    JSON.parse(
      (match[1] ?? '')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&'),
    ),
  );
}

const CONTENT_WIDGETS = [
  'chrome/stage-slider',
  'chrome/recommendation-carousel',
  'chrome/full-width-carousel',
  'chrome/comparison-table',
  'chrome/table',
  'chrome/tab-accordion',
  'chrome/gallery',
  'chrome/image-lightbox',
  'chrome/video-player',
  'chrome/job-map',
];

describe('/<lang>/content.html', () => {
  it.each(LANGUAGES)('shows every content widget and the teasers in %s', async (language) => {
    const response = await get(cms, `/${language}/content.html`);
    expect(response.statusCode).toBe(200);
    for (const widget of CONTENT_WIDGETS)
      expect(configs(response.body, widget).length).toBeGreaterThan(0);
    expect(
      configs(response.body, 'chrome/video-player').map((c) => (c.video as { type: string }).type),
    ).toEqual(['native', 'youtube', 'vimeo']);
    for (const kind of ['app', 'content', 'contact', 'social', 'full-width']) {
      expect(response.body).toContain(`cms-teaser--${kind}`);
    }
    // The contact teaser opens the forms overlay by markup.
    expect(response.body).toMatch(
      /href="\/[a-z]{2}\/formulare\/kontakt\.html" data-ctb-form-overlay/,
    );
    expect(configs(response.body, 'forms/form-overlay')).toHaveLength(1);
  });

  it('has stage slides with pictures in the image breakpoints and one video slide', async () => {
    const [stage] = configs((await get(cms, '/de/content.html')).body, 'chrome/stage-slider');
    const slides = (
      stage as { slides: { image: Record<string, { res1x: string }>; video?: unknown }[] }
    ).slides;
    expect(slides.length).toBeGreaterThanOrEqual(4);
    expect(slides.filter((slide) => slide.video)).toHaveLength(1);
    expect(slides[0]?.image.xs?.res1x).toMatch(/-xs@1x\.svg$/);
  });

  it('compares twelve products', async () => {
    const [table] = configs((await get(cms, '/de/content.html')).body, 'chrome/comparison-table');
    expect((table as { products: unknown[] }).products.length).toBeGreaterThanOrEqual(12);
  });

  it('links only to pages that exist', async () => {
    const body = (await get(cms, '/de/content.html')).body;
    const hrefs = new Set(
      [...body.matchAll(/"href":"(\/de\/[^"#?]+)"|href="(\/de\/[^"#?]+)"/g)].map(
        (m) => m[1] ?? m[2] ?? '',
      ),
    );
    for (const href of hrefs) {
      const { statusCode } = await get(cms, href);
      expect({ href, statusCode }).toEqual({ href, statusCode: 200 });
    }
  });

  it('puts the stage slider and the recommendation carousel on the start page', async () => {
    const body = (await get(cms, '/de/index.html')).body;
    expect(configs(body, 'chrome/stage-slider')).toHaveLength(1);
    expect(configs(body, 'chrome/recommendation-carousel')).toHaveLength(1);
  });

  it('asks for the start page stage’s first picture with the page, as the widget’s srcset has it', async () => {
    const body = (await get(cms, '/de/index.html')).body;
    const [stage] = configs(body, 'chrome/stage-slider') as {
      slides: { image: Record<string, { res1x: string; res2x: string }> }[];
    }[];
    const image = stage?.slides[0]?.image ?? {};
    const preloads = [
      ...body.matchAll(/<link rel="preload" as="image" imagesrcset="([^"]*)"[^>]*>/g),
    ];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]?.[0]).toContain('imagesizes="100vw" fetchpriority="high"');
    // The widget's own srcset (apps/chrome responsive-image): the same list, the same choice.
    const widths = { xs: 576, sm: 768, md: 1024, lg: 1220 };
    const srcset = Object.entries(widths)
      .flatMap(([size, width]) => [
        `${image[size]?.res1x} ${width}w`,
        `${image[size]?.res2x} ${width * 2}w`,
      ])
      .join(', ');
    expect(preloads[0]?.[1]).toBe(srcset);
    // The content page's stage may show a stored branch's slide first: nothing preloaded there.
    expect((await get(cms, '/de/content.html')).body).not.toContain('rel="preload"');
  });
});

describe('the CMS copy of the stage', () => {
  it.each(['index', 'content'])(
    'stands on /de/%s.html with the first slide of the widget’s config, next to its element',
    async (page) => {
      const body = (await get(cms, `/de/${page}.html`)).body;
      const [stage] = configs(body, 'chrome/stage-slider') as {
        slides: {
          heading: string;
          text: string;
          image: { alt: string; md: { res1x: string } };
          link: { href: string; text: string };
        }[];
      }[];
      const first = stage?.slides[0];
      const block =
        /<div class="cms-stage"><div class="cms-stage__copy">(.*?)<\/div><div data-widget="chrome\/stage-slider"/.exec(
          body,
        )?.[1];
      expect(block).toBeDefined();
      expect(block).toContain(`src="${first?.image.md.res1x}" alt="${first?.image.alt}"`);
      expect(block).toContain('sizes="100vw"');
      expect(block).toContain('width="2100" height="900"');
      expect(block).toContain(`<h2 class="cms-stage__heading">${first?.heading}</h2>`);
      expect(block).toContain(`<p class="cms-stage__text">${first?.text}</p>`);
      expect(block).toContain(`href="${first?.link.href}">${first?.link.text}</a>`);
    },
  );

  it('gives way to the mounted widget only (site.css)', async () => {
    const css = (await get(cms, '/assets/site.css')).body;
    expect(css).toContain(
      '.cms-stage:has(> [data-widget-state="mounted"]) > .cms-stage__copy { display: none; }',
    );
  });
});

describe('gallery', () => {
  it('first page in the config, pages 2..5 as uncached fragments, then 404', async () => {
    const [gallery] = configs((await get(cms, '/de/content.html')).body, 'chrome/gallery');
    expect(gallery).toMatchObject({
      maxImages: GALLERY_SIZE,
      loadMoreUrl: '/de/content/galerie.html',
    });
    expect((gallery as { images: unknown[] }).images).toHaveLength(GALLERY_PAGE_SIZE);
    const ids = new Set<string>();
    for (let page = 2; page <= GALLERY_PAGES; page += 1) {
      const response = await get(cms, `/de/content/galerie.${page}.html`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      for (const match of response.body.matchAll(/data-gallery-image="([^"]+)"/g))
        ids.add(match[1] ?? '');
      expect(response.body).toMatch(/srcset="[^"]+576w/);
    }
    expect(ids.size).toBe(GALLERY_SIZE - GALLERY_PAGE_SIZE);
    expect((await get(cms, `/de/content/galerie.${GALLERY_PAGES + 1}.html`)).statusCode).toBe(404);
    expect((await get(cms, '/de/content/galerie.1.html')).statusCode).toBe(404);
  });

  it('serves every picture with its info as JSON', async () => {
    const details = (await get(cms, '/en/content/galerie-bilder.json')).json();
    expect(details).toHaveLength(GALLERY_SIZE);
    expect(details[0]).toMatchObject({
      id: 'fest-01',
      albumTitle: 'Regional festival 2026',
      albumDate: '2026-06-20',
    });
    expect(details[0].sources.map((s: { width: number }) => s.width)).toEqual([
      576, 768, 1024, 1220, 2440,
    ]);
  });
});

describe('demo videos', () => {
  it.each([
    ['/videos/stage-region.webm', 'video/webm'],
    ['/videos/photo-transfer.mp4', 'video/mp4'],
    ['/videos/photo-transfer.de.vtt', 'text/vtt'],
  ])('serves %s as %s', async (path, type) => {
    const response = await get(cms, path);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-type'])).toContain(type);
  });
});
