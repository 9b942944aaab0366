import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { installViewport, startPlatform, type TestViewport } from '@ctb/test-support';
import { renderWidget, type RenderOptions } from './testing/render-widget';
import { TeaserSlider } from './teaser-slider';
import {
  EVENTS_URL,
  JOBS_URL,
  newsConfig,
  newsHandler,
  newsInput,
  newsItem,
  PAGES_URL,
  teaserConfig,
  type TeaserSliderInput,
} from './testing/teaser-slider-fixtures';

const platform = startPlatform();

/** jsdom has no layout: give swiper's container a width so that it can page through slides. */
function giveElementsWidth(width: number) {
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);
}

async function renderSlider(config: Partial<TeaserSliderInput> = {}, options: RenderOptions = {}) {
  renderWidget(<TeaserSlider config={teaserConfig({ ...newsInput, ...config })} />, options);
  await screen.findAllByRole('link', { name: /Wohnbaukredit-Aktion/ });
  // The teasers show at once; the carousel starts after a frame (its list no longer busy).
  await waitFor(() => expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument());
}

const carousel = () => screen.getByRole('region', { name: 'Aktuelles aus der Region' });
const nextButton = () => screen.queryByRole('button', { name: 'Nächste Beiträge' });
const previousButton = () => screen.queryByRole('button', { name: 'Vorherige Beiträge' });

let viewport: TestViewport;

beforeEach(() => {
  viewport = installViewport({ width: 1280 });
  giveElementsWidth(1200);
});

afterEach(() => {
  viewport.restore();
  jest.restoreAllMocks();
});

describe('TeaserSlider', () => {
  it('asks the news service for the first items from offset 1 with the editor’s prefilters', async () => {
    const bodies: unknown[] = [];
    platform.use(newsHandler(9, bodies));
    await renderSlider({ prefilters: { ...newsConfig.prefilters, path: '/de/news/wohnen' } });
    expect(bodies).toEqual([
      {
        type: 'NEWSSUCHE',
        offset: 1,
        size: 9,
        path: '/de/news/wohnen',
        tagFilters: [],
        predefinedTagFilters: ['Wohnen'],
        maxAge: 12,
        from: null,
        to: null,
        query: '',
      },
    ]);
  });

  it('asks the event service for future events under the configured path and tags', async () => {
    const bodies: unknown[] = [];
    platform.use(
      http.post(EVENTS_URL, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ documents: [newsItem(0)], size: 1 });
      }),
    );
    await renderSlider({
      listType: 'events',
      url: EVENTS_URL,
      size: 6,
      prefilters: {
        path: '/de/veranstaltungen/tirol',
        tags: ['Vorsorge'],
        categories: [],
        jobFilters: [],
      },
    });
    expect(bodies).toEqual([
      {
        type: 'EVENTSUCHE',
        offset: 1,
        size: 6,
        query: '',
        tagFilters: ['Vorsorge'],
        from: null,
        to: null,
        timeFilter: 'FUTURE',
        pathFilters: ['/de/veranstaltungen/tirol'],
      },
    ]);
  });

  it('asks the page search by GET with offset, size, path and categories', async () => {
    const urls: URL[] = [];
    platform.use(
      http.get(PAGES_URL, ({ request }) => {
        urls.push(new URL(request.url));
        return HttpResponse.json({ documents: [newsItem(0)], size: 1, filter: [] });
      }),
    );
    await renderSlider({
      listType: 'pages',
      url: PAGES_URL,
      size: 3,
      prefilters: {
        path: '/de/finanzieren',
        tags: [],
        categories: ['wohnen', 'kredit'],
        jobFilters: [],
      },
    });
    expect(urls).toHaveLength(1);
    const query = urls[0]?.searchParams;
    expect(query?.get('offset')).toBe('1');
    expect(query?.get('size')).toBe('3');
    expect(query?.get('path')).toBe('/de/finanzieren');
    expect(query?.getAll('filter')).toEqual(['wohnen', 'kredit']);
  });

  it('asks the job search with key:value filters and opens job offers in a new tab', async () => {
    const bodies: unknown[] = [];
    platform.use(
      http.post(JOBS_URL, async ({ request }) => {
        bodies.push(await request.json());
        const job = { ...newsItem(0), type: 'job', newsDate: undefined, publishDate: '2026-11-02' };
        return HttpResponse.json({ documents: [job], filter: [], size: 1 });
      }),
    );
    await renderSlider({
      listType: 'jobs',
      url: JOBS_URL,
      size: 9,
      prefilters: { tags: [], categories: [], jobFilters: ['location:Tirol'] },
    });
    expect(bodies).toEqual([
      { type: 'JOBSUCHE', offset: 1, size: 9, query: '', filter: ['location:Tirol'] },
    ]);
    const link = screen.getByRole('link', {
      name: 'Wohnbaukredit-Aktion Nummer 1 (öffnet in einem neuen Tab)',
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('02.11.2026')).toBeInTheDocument();
  });

  it('shows each teaser with its picture in two resolutions, date, title link and short text', async () => {
    platform.use(newsHandler(2));
    await renderSlider();
    const [first] = within(carousel()).getAllByRole('listitem');
    const teaser = within(first as HTMLElement);
    const picture = teaser.getByRole('img', { name: 'Symbolbild news-001' });
    expect(picture).toHaveAttribute('src', '/images/news-001-xs@1x.svg');
    expect(picture).toHaveAttribute(
      'srcset',
      '/images/news-001-xs@1x.svg 1x, /images/news-001-xs@2x.svg 2x',
    );
    expect(teaser.getByText('20.11.2026')).toHaveAttribute('datetime', '2026-11-20');
    expect(
      teaser.getByRole('heading', { level: 3, name: 'Wohnbaukredit-Aktion Nummer 1' }),
    ).toBeInTheDocument();
    expect(teaser.getByRole('link', { name: 'Wohnbaukredit-Aktion Nummer 1' })).toHaveAttribute(
      'href',
      '/de/news/2026/wohnbau-1.html',
    );
    const text = teaser.getByText(/^Bis Ende des Monats/);
    expect(text.textContent).toMatch(/\.\.\.$/);
    expect(text.textContent?.length).toBeLessThanOrEqual(113);
  });

  it('is a carousel region named by its title, holding a list of the teasers', async () => {
    platform.use(newsHandler(5));
    await renderSlider();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'Karussell');
    expect(within(carousel()).getByRole('list')).toBeInTheDocument();
    expect(within(carousel()).getAllByRole('listitem')).toHaveLength(5);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Aktuelles aus der Region' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alle Neuigkeiten' })).toHaveAttribute(
      'href',
      '/de/news.html',
    );
  });

  it('shows no arrows for 3 teasers', async () => {
    platform.use(newsHandler(3));
    await renderSlider();
    expect(nextButton()).not.toBeInTheDocument();
    expect(previousButton()).not.toBeInTheDocument();
  });

  it('shows previous and next arrows from 4 teasers on, previous unavailable at the start', async () => {
    platform.use(newsHandler(4));
    await renderSlider();
    expect(previousButton()).toHaveAttribute('aria-disabled', 'true');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'false');
  });

  it('shows 3 teasers per view above medium, 2 on medium and 1 on extra small, rebuilt on change', async () => {
    platform.use(newsHandler(9));
    await renderSlider();
    expect(screen.getByText('1 bis 3 von 9 Beiträgen angezeigt')).toBeInTheDocument();
    act(() => viewport.resizeTo(800));
    expect(screen.getByText('1 bis 2 von 9 Beiträgen angezeigt')).toBeInTheDocument();
    act(() => viewport.resizeTo(375));
    expect(screen.getByText('1 von 9 Beiträgen angezeigt')).toBeInTheDocument();
    expect(within(carousel()).getAllByRole('listitem')).toHaveLength(9);
  });

  it('pages forward and back with the arrows, announcing the teasers in view', async () => {
    platform.use(newsHandler(9));
    await renderSlider();
    await userEvent.click(nextButton() as HTMLElement);
    await screen.findByText('4 bis 6 von 9 Beiträgen angezeigt');
    expect(previousButton()).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(nextButton() as HTMLElement);
    await screen.findByText('7 bis 9 von 9 Beiträgen angezeigt');
    expect(nextButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previousButton() as HTMLElement);
    await screen.findByText('4 bis 6 von 9 Beiträgen angezeigt');
  });

  it('slides with a 300 ms animation by default', async () => {
    platform.use(newsHandler(9));
    await renderSlider();
    const list = within(carousel()).getByRole('list');
    await userEvent.click(nextButton() as HTMLElement);
    expect(list.style.transitionDuration).toBe('300ms');
  });

  it('moves without animation when the visitor prefers reduced motion', async () => {
    viewport.restore();
    viewport = installViewport({ width: 1280, reducedMotion: true });
    platform.use(newsHandler(9));
    await renderSlider();
    const list = within(carousel()).getByRole('list');
    await userEvent.click(nextButton() as HTMLElement);
    await screen.findByText('4 bis 6 von 9 Beiträgen angezeigt');
    expect(list.style.transitionDuration).toBe('0ms');
  });

  it('stands still as a grid of all teasers in edit mode', async () => {
    platform.use(newsHandler(9));
    await renderSlider({}, { editMode: true });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(nextButton()).not.toBeInTheDocument();
    expect(screen.queryByText(/Beiträgen angezeigt/)).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Aktuelles aus der Region' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(list).not.toHaveClass('swiper-wrapper');
  });

  it('announces loading in a status region outside the busy placeholder, silent once loaded', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const details = [newsItem(0), newsItem(1), newsItem(2)];
    platform.use(
      http.post(newsConfig.url, async () => {
        await answered;
        return HttpResponse.json({
          documents: details.map((detail) => ({ url: detail.url, detail })),
          filter: [],
          size: details.length,
        });
      }),
    );
    const { container } = renderWidget(<TeaserSlider config={newsConfig} />);
    const status = screen.getByRole('status');
    // There empty first, then filled: the change is what screen readers announce.
    expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent('Beiträge werden geladen …'));
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    // Some screen readers hold back live-region updates inside a busy element.
    expect(status.closest('[aria-busy="true"]')).toBeNull();
    answer();
    await screen.findAllByRole('link', { name: /Wohnbaukredit-Aktion/ });
    // The same region, still there, its text changed: that change is what gets announced.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByText('Beiträge werden geladen …')).not.toBeInTheDocument();
    // Busy no more once the carousel has started (a frame after the teasers show).
    await waitFor(() =>
      expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument(),
    );
  });

  it('says so when the list has no teasers', async () => {
    platform.use(newsHandler(0));
    renderWidget(<TeaserSlider config={newsConfig} />);
    expect(await screen.findByText('Derzeit gibt es hier keine Beiträge.')).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('shows the other news when one has no title, logging it once', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { title: _title, ...untitled } = newsItem(1);
    const details = [newsItem(0), untitled, newsItem(2), newsItem(3)];
    platform.use(
      http.post(newsConfig.url, () =>
        HttpResponse.json({
          documents: details.map((detail) => ({ url: detail.url, detail })),
          filter: [],
          size: details.length,
        }),
      ),
    );
    renderWidget(<TeaserSlider config={newsConfig} />);
    await screen.findByRole('region', { name: 'Aktuelles aus der Region' });
    const titles = within(carousel())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Wohnbaukredit-Aktion Nummer 1',
      'Wohnbaukredit-Aktion Nummer 3',
      'Wohnbaukredit-Aktion Nummer 4',
    ]);
    expect(log.mock.calls.map(([message]) => String(message))).toEqual([
      '[ctb] lists/teaser-slider: entry news-002 of the news list is incomplete or malformed (detail.title); skipped',
    ]);
  });

  it('logs a failed request naming the widget and leaves the slider out', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    platform.use(
      http.post(newsConfig.url, () => HttpResponse.json({ message: 'kaputt' }, { status: 500 })),
    );
    const { container } = renderWidget(<TeaserSlider config={newsConfig} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^\[ctb\] lists\/teaser-slider: the news list/);
  });

  it('uses the keyboard: the arrows are buttons reached with Tab and pressed with Enter', async () => {
    platform.use(newsHandler(9));
    await renderSlider();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Alle Neuigkeiten' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(nextButton()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('4 bis 6 von 9 Beiträgen angezeigt');
  });

  it('leaves the arrow and page keys to the rest of the page: nothing is held back, nothing slides', async () => {
    platform.use(newsHandler(9));
    await renderSlider();
    const filter = document.createElement('select');
    filter.setAttribute('aria-label', 'Kategorie');
    filter.append(new Option('Alle'), new Option('Wohnen'));
    document.body.append(filter);
    try {
      // Key and key code both, as browsers send them (swiper's keyboard module read the code).
      const keys = { ArrowRight: 39, ArrowDown: 40, PageDown: 34, PageUp: 33, ArrowLeft: 37 };
      for (const [key, keyCode] of Object.entries(keys)) {
        // fireEvent answers false when a listener prevented the key's default action.
        expect(fireEvent.keyDown(document.body, { key, keyCode })).toBe(true);
        filter.focus();
        const dropdown = screen.getByRole('combobox', { name: 'Kategorie' });
        expect(fireEvent.keyDown(dropdown, { key, keyCode })).toBe(true);
        filter.blur();
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.getByText('1 bis 3 von 9 Beiträgen angezeigt')).toBeInTheDocument();
    } finally {
      filter.remove();
    }
  });

  it('pages with ← and → while the focus is in the carousel', async () => {
    platform.use(newsHandler(9));
    await renderSlider();
    within(carousel()).getByRole('link', { name: 'Wohnbaukredit-Aktion Nummer 1' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByText('4 bis 6 von 9 Beiträgen angezeigt');
    // The focus follows the page to the first teaser in view, not left on one moved away.
    await waitFor(() =>
      expect(
        within(carousel()).getByRole('link', { name: 'Wohnbaukredit-Aktion Nummer 4' }),
      ).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByText('7 bis 9 von 9 Beiträgen angezeigt');
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByText('4 bis 6 von 9 Beiträgen angezeigt');
    // On the arrow buttons the focus stays on the button.
    nextButton()!.focus();
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByText('7 bis 9 von 9 Beiträgen angezeigt');
    expect(nextButton()).toHaveFocus();
    // Page keys stay the page's, even inside the carousel.
    expect(fireEvent.keyDown(nextButton() as HTMLElement, { key: 'PageDown', keyCode: 34 })).toBe(
      true,
    );
  });
});
