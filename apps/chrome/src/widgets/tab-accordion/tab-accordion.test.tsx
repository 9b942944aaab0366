import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidgetRenderer, type RenderOptions } from '@ctb/test-support';
import type { TabAccordionConfig } from './config-schema';
import { messages } from './messages';
import { TabAccordion } from './tab-accordion';

const { renderWidget } = createWidgetRenderer(messages);

const config: TabAccordionConfig = {
  title: 'Häufige Fragen',
  items: [
    { id: 'eroeffnen', title: 'Konto eröffnen', html: '<p>Online in zehn Minuten.</p>' },
    { id: 'sperren', title: 'Karte sperren', html: '<p>Sperrhotline rund um die Uhr.</p>' },
    { id: 'entgelte', title: 'Entgelte', html: '<p>Alle Entgelte im Preisblatt.</p>' },
  ],
};

/** Where the page is scrolled and where the item's title stands on screen (jsdom has no layout). */
const SCROLLED = 1000;
const ITEM_TOP = 500;
/** Where the item of the hash is on screen now (widgets above may move it). */
let itemTop = ITEM_TOP;

/**
 * Lays the page out: each tab title `titleWidth` px wide where the widget measures them at their
 * natural width, the item of the hash (its tab or accordion button) at ITEM_TOP px on screen.
 */
function layOut({ viewport = 1280, titleWidth = 200 } = {}) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: viewport });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: SCROLLED });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function rect(
    this: Element,
  ) {
    const measured = this.parentElement?.getAttribute('aria-hidden') === 'true';
    const item = config.items.some((entry) => entry.id === this.id);
    return {
      width: measured ? titleWidth : 0,
      height: 0,
      top: item ? itemTop : 0,
      left: 0,
      right: 0,
      bottom: 0,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    };
  });
}

/** Media queries answered: reduced motion as given, a minimum width against innerWidth. */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: /^\(min-width: (\d+)px\)$/.test(query)
      ? window.innerWidth >= Number(/\d+/.exec(query)?.[0])
      : reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const renderItems = (value = config, options?: RenderOptions) =>
  renderWidget(<TabAccordion config={value} />, options);
const tab = (name: string) => screen.getByRole('tab', { name });
const header = (name: string) => screen.getByRole('button', { name });

let scrollTo: jest.Mock;
beforeEach(() => {
  window.history.replaceState(null, '', '/de/konto.html');
  itemTop = ITEM_TOP;
  scrollTo = jest.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  preferReducedMotion(false);
  layOut();
});
afterEach(() => jest.restoreAllMocks());

describe('chrome/tab-accordion', () => {
  describe('tabs on a wide layout', () => {
    it('shows a tab list named by the title, the first tab selected and only its panel', () => {
      renderItems();
      const list = screen.getByRole('tablist', { name: 'Häufige Fragen' });
      expect(
        within(list)
          .getAllByRole('tab')
          .map((item) => item.textContent),
      ).toEqual(['Konto eröffnen', 'Karte sperren', 'Entgelte']);
      expect(tab('Konto eröffnen')).toHaveAttribute('aria-selected', 'true');
      expect(tab('Karte sperren')).toHaveAttribute('aria-selected', 'false');
      expect(screen.getByRole('tabpanel', { name: 'Konto eröffnen' })).toHaveTextContent(
        'Online in zehn Minuten.',
      );
      expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    });

    it.each([
      ['titles of 720 px together, 768 px wide', 'tabs', 240, 768],
      ['titles of 723 px together', 'an accordion', 241, 1280],
      ['a window of 767 px', 'an accordion', 100, 767],
    ])('with %s it is %s (SPEC: titles above 720 px)', (_case, shape, titleWidth, viewport) => {
      layOut({ titleWidth, viewport });
      renderItems();
      if (shape === 'tabs') {
        expect(screen.getByRole('tablist')).toBeInTheDocument();
      } else {
        expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
        expect(header('Konto eröffnen')).toHaveAttribute('aria-expanded', 'false');
      }
    });

    it('moves and selects with the arrow keys (wrapping), Home and End; Tab goes to the panel', async () => {
      const user = userEvent.setup();
      renderItems();
      await user.tab();
      expect(tab('Konto eröffnen')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(tab('Karte sperren')).toHaveFocus();
      expect(tab('Karte sperren')).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Karte sperren' })).toHaveTextContent(
        'Sperrhotline',
      );
      await user.keyboard('{End}');
      expect(tab('Entgelte')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(tab('Konto eröffnen')).toHaveFocus();
      await user.keyboard('{ArrowLeft}');
      expect(tab('Entgelte')).toHaveFocus();
      await user.keyboard('{Home}');
      expect(tab('Konto eröffnen')).toHaveFocus();
      expect(tab('Konto eröffnen')).toHaveAttribute('aria-selected', 'true');
      // One tab stop for the list: the selected tab; then the panel.
      expect(tab('Karte sperren')).toHaveAttribute('tabindex', '-1');
      await user.tab();
      expect(screen.getByRole('tabpanel', { name: 'Konto eröffnen' })).toHaveFocus();
    });

    it('writes the selected tab into the URL hash, without a history entry or a scroll', async () => {
      const user = userEvent.setup();
      renderItems();
      const entries = window.history.length;
      await user.click(tab('Entgelte'));
      expect(window.location.hash).toBe('#entgelte');
      expect(window.history.length).toBe(entries);
      await user.keyboard('{ArrowLeft}');
      expect(window.location.hash).toBe('#sperren');
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  describe('an accordion on a narrow layout', () => {
    beforeEach(() => layOut({ viewport: 375 }));

    it('shows every title as a heading holding a button, all closed', () => {
      renderItems();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      const headings = screen.getAllByRole('heading', { level: 3 });
      expect(headings.map((heading) => heading.textContent)).toEqual([
        'Konto eröffnen',
        'Karte sperren',
        'Entgelte',
      ]);
      for (const name of ['Konto eröffnen', 'Karte sperren', 'Entgelte'])
        expect(header(name)).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('region')).not.toBeInTheDocument();
      expect(window.location.hash).toBe('');
    });

    it('opens and closes an item with Enter and with Space, the open item in the hash', async () => {
      const user = userEvent.setup();
      renderItems();
      header('Karte sperren').focus();
      await user.keyboard('{Enter}');
      expect(header('Karte sperren')).toHaveAttribute('aria-expanded', 'true');
      const region = screen.getByRole('region', { name: 'Karte sperren' });
      expect(region).toHaveTextContent('Sperrhotline rund um die Uhr.');
      expect(header('Karte sperren')).toHaveAttribute('aria-controls', region.id);
      expect(window.location.hash).toBe('#sperren');
      await user.keyboard('{Enter}');
      expect(header('Karte sperren')).toHaveAttribute('aria-expanded', 'false');
      expect(window.location.hash).toBe('');
      expect(window.location.href).not.toContain('#');
      await user.keyboard(' ');
      expect(header('Karte sperren')).toHaveAttribute('aria-expanded', 'true');
      await user.tab();
      expect(header('Entgelte')).toHaveFocus();
      await user.keyboard(' ');
      expect(header('Entgelte')).toHaveAttribute('aria-expanded', 'true');
      expect(window.location.hash).toBe('#entgelte');
      expect(scrollTo).not.toHaveBeenCalled();
    });

    it('becomes tabs when the window grows to a wide layout', () => {
      renderItems();
      act(() => {
        Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1280 });
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getByRole('tablist', { name: 'Häufige Fragen' })).toBeInTheDocument();
      expect(tab('Konto eröffnen')).toHaveAttribute('aria-selected', 'true');
    });
  });

  describe('a link to an item', () => {
    it.each([
      [1280, 'tab', 'aria-selected'],
      [375, 'button', 'aria-expanded'],
    ] as const)(
      'at %i px opens the item of the hash and scrolls it 80 px below the top',
      async (viewport, role, state) => {
        layOut({ viewport });
        window.history.replaceState(null, '', '/de/konto.html#entgelte');
        renderItems();
        expect(screen.getByRole(role, { name: 'Entgelte' })).toHaveAttribute(state, 'true');
        expect(screen.getByText('Alle Entgelte im Preisblatt.')).toBeVisible();
        await waitFor(() =>
          expect(scrollTo).toHaveBeenCalledWith({
            top: ITEM_TOP + SCROLLED - 80,
            behavior: 'smooth',
          }),
        );
      },
    );

    it('jumps without animation for visitors who prefer reduced motion', async () => {
      preferReducedMotion(true);
      window.history.replaceState(null, '', '/de/konto.html#sperren');
      renderItems();
      await waitFor(() =>
        expect(scrollTo).toHaveBeenCalledWith({ top: ITEM_TOP + SCROLLED - 80, behavior: 'auto' }),
      );
    });

    it('opens another item when the hash changes on the page', async () => {
      layOut({ viewport: 375 });
      renderItems();
      act(() => {
        window.history.replaceState(null, '', '/de/konto.html#sperren');
        window.dispatchEvent(new HashChangeEvent('hashchange'));
      });
      expect(header('Karte sperren')).toHaveAttribute('aria-expanded', 'true');
      await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
    });

    it('aims again when widgets above move the item while the page settles, until the visitor scrolls', async () => {
      window.history.replaceState(null, '', '/de/konto.html#entgelte');
      renderItems();
      await waitFor(() => expect(scrollTo).toHaveBeenCalledTimes(1));
      // A widget above shrank by 63 px while the smooth scroll ran: the item ended too high.
      itemTop = 80 - 63;
      act(() => void window.dispatchEvent(new Event('scrollend')));
      expect(scrollTo).toHaveBeenLastCalledWith({ top: SCROLLED - 63, behavior: 'smooth' });
      // In place: nothing to do.
      itemTop = 80;
      act(() => void window.dispatchEvent(new Event('scrollend')));
      expect(scrollTo).toHaveBeenCalledTimes(2);
      // The visitor scrolls: the page is theirs.
      act(() => void window.dispatchEvent(new Event('wheel')));
      itemTop = 300;
      act(() => void window.dispatchEvent(new Event('scrollend')));
      expect(scrollTo).toHaveBeenCalledTimes(2);
    });

    it('holds the item in place for 2.5 s at most', async () => {
      jest.useFakeTimers();
      try {
        window.history.replaceState(null, '', '/de/konto.html#entgelte');
        renderItems();
        await act(async () => void jest.advanceTimersByTime(20));
        expect(scrollTo).toHaveBeenCalledTimes(1);
        act(() => void jest.advanceTimersByTime(2500));
        itemTop = 300;
        act(() => void window.dispatchEvent(new Event('scrollend')));
        expect(scrollTo).toHaveBeenCalledTimes(1);
      } finally {
        jest.useRealTimers();
      }
    });

    it('ignores a hash that names no item', () => {
      window.history.replaceState(null, '', '/de/konto.html#kontakt');
      renderItems();
      expect(tab('Konto eröffnen')).toHaveAttribute('aria-selected', 'true');
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });

  it('is named "Inhalte" without a title, "Contents" in English', () => {
    const { unmount } = renderItems({ items: config.items });
    expect(screen.getByRole('tablist', { name: 'Inhalte' })).toBeInTheDocument();
    unmount();
    renderItems({ items: config.items }, { language: 'en' });
    expect(screen.getByRole('tablist', { name: 'Contents' })).toBeInTheDocument();
  });

  it('shows the content sanitised', () => {
    renderItems({
      items: [
        { id: 'a', title: 'A', html: '<p>Text<img src="/x.svg" alt="" onerror="alert(1)"></p>' },
        { id: 'b', title: 'B', html: '<p>B</p>' },
      ],
    });
    const panel = screen.getByRole('tabpanel', { name: 'A' });
    expect(panel).toHaveTextContent('Text');
    expect(panel.querySelector('[onerror]')).toBeNull();
  });
});
