import type { ComponentType } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createWidgetRenderer,
  installViewport,
  type RenderOptions,
  type TestViewport,
} from '@ctb/test-support';
import type { MessageCatalogues, WidgetProps } from '@ctb/shared/runtime';
import { messages as carouselMessages } from '../messages';
import type { ContentCard } from '../card-schema';

/** What both content carousels take (the recommendation and the full-width carousel). */
export interface CarouselConfig {
  title?: string;
  headingLevel?: 2 | 3 | 4;
  items: ContentCard[];
}

export interface CarouselCase {
  Component: ComponentType<WidgetProps<CarouselConfig>>;
  messages: MessageCatalogues;
  /** The region's name without a title, in German and English. */
  defaultLabel: { de: string; en: string };
}

export const card = (n: number): ContentCard => ({
  id: `card-${n}`,
  title: `Angebot ${n}`,
  text: `Kurztext zu Angebot ${n}`,
  link: { href: `/de/angebot-${n}.html`, text: 'Mehr erfahren' },
});
export const cards = (count: number) => Array.from({ length: count }, (_, i) => card(i + 1));

const TITLE = 'Das könnte Sie interessieren';
/** A card's link: its text and, for screen readers, the card's title (jsdom puts a space before the colon). */
const cta = (n: number) => new RegExp(`^Mehr erfahren ?: Angebot ${n}$`);

let viewport: TestViewport;

/** The viewport's width before the carousel renders. */
export function setViewportWidth(width: number) {
  viewport.resizeTo(width);
}

/** The viewport resized while the carousel is shown. */
export function resizeTo(width: number) {
  act(() => viewport.resizeTo(width));
}

/**
 * The rules both content carousels follow (SPEC 9: 3/2/1 slides at 1024/576/below, a carousel only
 * with more than 3/2/1 items, edit mode stacked and still; named controls; six languages).
 */
export function describeContentCarousel({ Component, messages, defaultLabel }: CarouselCase) {
  const { renderWidget } = createWidgetRenderer([carouselMessages, messages]);

  const renderCarousel = (config: Partial<CarouselConfig> = {}, options: RenderOptions = {}) =>
    renderWidget(<Component config={{ title: TITLE, items: cards(7), ...config }} />, options);

  /** The carousel once swiper has started (a frame after the cards show; the list not busy). */
  async function renderStarted(config: Partial<CarouselConfig> = {}, options?: RenderOptions) {
    renderCarousel(config, options);
    // The live carousel's code (swiper) arrives by a dynamic import: the first test of a file
    // transforms and loads it, over a second on a busy CI machine.
    await screen.findByText(/von \d+ Angeboten angezeigt|of \d+ offers/, undefined, {
      timeout: 10_000,
    });
    await waitFor(() => expect(screen.queryByRole('list', { busy: true })).not.toBeInTheDocument());
  }

  const region = () => screen.getByRole('region', { name: TITLE });
  const next = () => screen.queryByRole('button', { name: 'Nächste Angebote' });
  const previous = () => screen.queryByRole('button', { name: 'Vorherige Angebote' });

  beforeEach(() => {
    viewport = installViewport({ width: 1280 });
    // jsdom has no layout: swiper needs its container's width to page.
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });
  afterEach(() => {
    viewport.restore();
    jest.restoreAllMocks();
  });

  it('is a carousel region named by its title, a list of every card with named arrows', async () => {
    await renderStarted();
    expect(screen.getByRole('heading', { level: 2, name: TITLE })).toBeInTheDocument();
    expect(region()).toHaveAttribute('aria-roledescription', 'Karussell');
    const items = within(region()).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(
      within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Angebot 1' }),
    ).toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: cta(1) })).toHaveAttribute(
      'href',
      '/de/angebot-1.html',
    );
    expect(previous()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  it.each([
    [1280, '1 bis 3 von 7 Angeboten angezeigt'],
    [1025, '1 bis 3 von 7 Angeboten angezeigt'],
    [1024, '1 bis 2 von 7 Angeboten angezeigt'],
    [576, '1 bis 2 von 7 Angeboten angezeigt'],
    [575, '1 von 7 Angeboten angezeigt'],
    [375, '1 von 7 Angeboten angezeigt'],
  ])('at %i px shows: %s', async (width, shown) => {
    setViewportWidth(width);
    await renderStarted();
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('rebuilds with 3, 2 and 1 slides per view as the window crosses 1024 and 576 px', async () => {
    await renderStarted();
    await userEvent.click(next() as HTMLElement);
    await screen.findByText('4 bis 6 von 7 Angeboten angezeigt');
    resizeTo(800);
    // From the first slide again, two at a time.
    expect(screen.getByText('1 bis 2 von 7 Angeboten angezeigt')).toBeInTheDocument();
    resizeTo(375);
    expect(screen.getByText('1 von 7 Angeboten angezeigt')).toBeInTheDocument();
    expect(within(region()).getAllByRole('listitem')).toHaveLength(7);
    resizeTo(1280);
    expect(screen.getByText('1 bis 3 von 7 Angeboten angezeigt')).toBeInTheDocument();
  });

  it.each([
    [1280, 3],
    [800, 2],
    [375, 1],
  ])(
    'at %i px, %i card(s) stand still in a row without arrows; one more makes a carousel',
    async (width, fit) => {
      setViewportWidth(width);
      const { unmount } = renderCarousel({ items: cards(fit) });
      const row = screen.getByRole('list');
      expect(within(row).getAllByRole('listitem')).toHaveLength(fit);
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(next()).not.toBeInTheDocument();
      expect(previous()).not.toBeInTheDocument();
      unmount();

      await renderStarted({ items: cards(fit + 1) });
      expect(region()).toHaveAttribute('aria-roledescription', 'Karussell');
      expect(next()).toHaveAttribute('aria-disabled', 'false');
      expect(previous()).toHaveAttribute('aria-disabled', 'true');
    },
  );

  it('names a still row by the default label when there is no title', () => {
    renderCarousel({ title: undefined, items: cards(2) });
    expect(screen.getByRole('list', { name: defaultLabel.de })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('pages forward and back with the arrows, a page of cards at a time', async () => {
    await renderStarted();
    await userEvent.click(next() as HTMLElement);
    await screen.findByText('4 bis 6 von 7 Angeboten angezeigt');
    expect(previous()).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(next() as HTMLElement);
    await screen.findByText('5 bis 7 von 7 Angeboten angezeigt');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous() as HTMLElement);
    // The last page ends with the last card (5 to 7); back from there is the page before it.
    await screen.findByText('4 bis 6 von 7 Angeboten angezeigt');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
  });

  it('pages with → and ← while the focus is on a card', async () => {
    await renderStarted();
    within(region())
      .getByRole('link', { name: cta(1) })
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    await screen.findByText('4 bis 6 von 7 Angeboten angezeigt');
    await waitFor(() => expect(within(region()).getByRole('link', { name: cta(4) })).toHaveFocus());
    await userEvent.keyboard('{ArrowLeft}');
    await screen.findByText('1 bis 3 von 7 Angeboten angezeigt');
  });

  it('shows every card stacked in edit mode: no carousel, no arrows, nothing to swipe', async () => {
    renderCarousel({}, { editMode: true });
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(next()).not.toBeInTheDocument();
    expect(screen.queryByText(/Angeboten angezeigt/)).not.toBeInTheDocument();
    // A plain list, not swiper's track: nothing there to swipe, nothing loads swiper.
    expect(list).not.toHaveClass('swiper-wrapper');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('speaks English with an English page, German where a language lacks a text', async () => {
    await renderStarted({ title: undefined }, { language: 'en' });
    const english = screen.getByRole('region', { name: defaultLabel.en });
    expect(english).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('button', { name: 'Previous offers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next offers' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 3 of 7 offers')).toBeInTheDocument();
  });

  it('takes French names for the arrows and German for what has no French text', async () => {
    await renderStarted({}, { language: 'fr' });
    expect(screen.getByRole('button', { name: 'Offres suivantes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Offres précédentes' })).toBeInTheDocument();
    expect(region()).toHaveAttribute('aria-roledescription', 'Karussell');
  });

  it('says in German by default what is in view, for a single card too', async () => {
    setViewportWidth(375);
    await renderStarted({ items: cards(2) });
    expect(screen.getByText('1 von 2 Angeboten angezeigt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächste Angebote' })).toBeInTheDocument();
  });
}
