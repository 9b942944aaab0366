import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { createWidgetRenderer, startPlatform } from '@ctb/test-support';
import { lightboxMessages } from '../../common/lightbox';
import { forgetDetailImagesForTests, pageUrl } from './api';
import type { GalleryConfig } from './config-schema';
import { Gallery } from './gallery';
import { messages } from './messages';

const platform = startPlatform();
const { renderWidget } = createWidgetRenderer([lightboxMessages, messages]);

const variant = (id: string) => ({ res1x: `/images/${id}.svg`, res2x: `/images/${id}@2x.svg` });
const picture = (n: number) => ({
  id: `p${n}`,
  thumbnail: {
    xs: variant(`p${n}`),
    sm: variant(`p${n}`),
    md: variant(`p${n}`),
    lg: variant(`p${n}`),
    alt: `Bild ${n}`,
  },
});
const config: GalleryConfig = {
  title: 'Regionalfest',
  images: [1, 2, 3].map(picture),
  loadMoreUrl: '/de/galerie.html',
  maxImages: 7,
  detailImagesUrl: '/de/galerie.json',
};
const fragment = (numbers: number[], extra = '') =>
  `<ul>${numbers.map((n) => `<li data-gallery-image="p${n}"><img src="/images/p${n}.svg" alt="Bild ${n}"></li>`).join('')}${extra}</ul>`;
const details = Array.from({ length: 7 }, (_, index) => ({
  id: `p${index + 1}`,
  title: `Titel ${index + 1}`,
  text: 'Am Hauptplatz',
  albumTitle: 'Regionalfest',
  albumDate: '2026-06-20',
  copyright: 'Musterbank',
  alt: `Bild ${index + 1}`,
  width: 1600,
  height: 900,
  sources: [{ src: `/images/p${index + 1}-large.svg`, width: 1600 }],
}));

afterEach(() => forgetDetailImagesForTests());

describe('chrome/gallery', () => {
  it('puts the page number before .html', () => {
    expect(pageUrl('/de/galerie.html', 2)).toBe('/de/galerie.2.html');
  });

  it('loads more pages (busy and disabled meanwhile, uncached, sanitised) until the maximum', async () => {
    const requests: { url: string; cache: string | null }[] = [];
    platform.use(
      http.get('*/de/galerie.:page.html', async ({ request, params }) => {
        requests.push({
          url: new URL(request.url).pathname,
          cache: request.headers.get('cache-control'),
        });
        await delay(50);
        return params.page === '2'
          ? HttpResponse.html(
              fragment(
                [4, 5, 6],
                '<li data-gallery-image="evil"><img src="https://evil.example/x.svg" onerror="alert(1)" alt=""></li>',
              ),
            )
          : HttpResponse.html(fragment([7, 8, 9]));
      }),
    );
    const user = userEvent.setup();
    renderWidget(<Gallery config={config} />);
    const region = screen.getByRole('region', { name: 'Regionalfest' });
    const list = within(region).getByRole('list');
    const more = within(region).getByRole('button', { name: 'Weitere Bilder laden' });
    await user.click(more);
    expect(more).toBeDisabled();
    expect(list).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(6));
    expect(list).toHaveAttribute('aria-busy', 'false');
    // The picture of another host is left out; the focus is on the first new picture.
    expect(within(list).getByRole('button', { name: 'Bild vergrößern: Bild 4' })).toHaveFocus();
    await user.click(within(region).getByRole('button', { name: 'Weitere Bilder laden' }));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(7));
    expect(
      within(region).queryByRole('button', { name: 'Weitere Bilder laden' }),
    ).not.toBeInTheDocument();
    expect(requests).toEqual([
      { url: '/de/galerie.2.html', cache: 'no-cache' },
      { url: '/de/galerie.3.html', cache: 'no-cache' },
    ]);
  });

  it('says so when a page fails, and the button stays for another try', async () => {
    platform.use(http.get('*/de/galerie.2.html', () => HttpResponse.text('down', { status: 500 })));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWidget(<Gallery config={config} />);
    await user.click(screen.getByRole('button', { name: 'Weitere Bilder laden' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Weitere Bilder laden' })).toBeEnabled();
    error.mockRestore();
  });

  it('opens the overlay at the picture, loops, shows the info, and fetches the details once', async () => {
    let detailRequests = 0;
    platform.use(
      http.get('*/de/galerie.json', () => {
        detailRequests += 1;
        return HttpResponse.json(details);
      }),
    );
    const user = userEvent.setup();
    renderWidget(<Gallery config={config} />);
    await user.click(screen.getByRole('button', { name: 'Bild vergrößern: Bild 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Titel 1')).toBeInTheDocument();
    // The neighbours are preloaded with their info as well.
    expect(within(dialog).getAllByText('© Musterbank').length).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Vorheriges Bild' }));
    await waitFor(() => expect(within(dialog).getByText('Titel 7')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Bildansicht schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Bild vergrößern: Bild 3' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(detailRequests).toBe(1);
  });
});
