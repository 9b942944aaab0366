import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestWidgetHost } from '@ctb/shared/testing';
import * as chromeApp from './mount';
import { installSiteMarkup, placeWidgets, removeWidgets } from './testing/site-markup';

const page = createTestWidgetHost('chrome');
// Each test mounts real widget roots and loads their chunks: slow on a busy machine.
jest.setTimeout(30_000);
const navigation = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });

async function showHeader(options?: Parameters<typeof installSiteMarkup>[0]) {
  installSiteMarkup(options);
  const elements = await placeWidgets(page, ['navigation', 'header']);
  for (const element of elements)
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
}

// jsdom has no PointerEvent: without it a fired pointer event carries no pointerType, and the
// navigation opens flyouts only for a mouse.
class TestPointerEvent extends MouseEvent {
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? '';
  }
}
if (typeof window.PointerEvent === 'undefined')
  Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });

beforeAll(() => page.mount(chromeApp));
afterAll(() => page.unmount(chromeApp));
afterEach(() => removeWidgets(page));

describe('chrome/navigation (desktop)', () => {
  it('takes over the CMS links: sections with pages below become disclosure buttons', async () => {
    await showHeader();
    const staticList = document.querySelector('#site-navigation > ul[data-level="1"]');
    expect(staticList).not.toBeVisible();
    const nav = within(navigation());
    expect(nav.getByRole('button', { name: 'Privatkunden' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(nav.getByRole('button', { name: 'Karriere' })).toBeInTheDocument();
    // A section without pages below stays a link.
    expect(nav.getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/de/kontakt.html');
  });

  it('opens a flyout 150 ms after the pointer entered, and closes it when it leaves', async () => {
    jest.useFakeTimers();
    try {
      await showHeader();
      const button = within(navigation()).getByRole('button', { name: 'Privatkunden' });
      const item = button.closest('li')!;
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(140));
      expect(button).toHaveAttribute('aria-expanded', 'false');
      act(() => jest.advanceTimersByTime(20));
      expect(button).toHaveAttribute('aria-expanded', 'true');
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('opens on click with levels 2 and 3, marks the current page and drops unsafe links', async () => {
    const user = userEvent.setup();
    await showHeader();
    const button = within(navigation()).getByRole('button', { name: 'Privatkunden' });
    expect(button).toHaveAttribute('data-current', 'true');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const flyout = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(flyout).getByRole('link', { name: 'Alles zu Privatkunden' })).toHaveAttribute(
      'href',
      '/de/privatkunden.html',
    );
    expect(within(flyout).getByRole('link', { name: 'Girokonto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(flyout).getByRole('link', { name: 'Wohnkredit' })).toBeVisible();
    expect(within(flyout).queryByRole('link', { name: 'Gefälscht' })).toBeNull();
    // A second click closes it; opening another closes the first.
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(within(navigation()).getByRole('button', { name: 'Karriere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard: Enter opens, Escape closes and returns the focus to the opener', async () => {
    const user = userEvent.setup();
    await showHeader();
    const button = within(navigation()).getByRole('button', { name: 'Privatkunden' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Alles zu Privatkunden' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes a flyout when the focus leaves it', async () => {
    const user = userEvent.setup();
    await showHeader();
    const button = within(navigation()).getByRole('button', { name: 'Karriere' });
    await user.click(button);
    await user.tab();
    await user.tab();
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens nothing by hovering in the editor', async () => {
    jest.useFakeTimers();
    try {
      await showHeader({ editMode: true });
      const button = within(navigation()).getByRole('button', { name: 'Privatkunden' });
      fireEvent.pointerEnter(button.closest('li')!, { pointerType: 'mouse' });
      act(() => jest.advanceTimersByTime(500));
      expect(button).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('chrome/header', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });

  it('hides the header scrolling down and shows it scrolling up, with a 10 px tolerance', async () => {
    await showHeader();
    const header = document.getElementById('site-header')!;
    Object.defineProperty(header, 'offsetHeight', { value: 120, configurable: true });
    expect(header).toHaveAttribute('data-pinned', 'true');
    scrollTo(400);
    expect(header).toHaveAttribute('data-pinned', 'false');
    scrollTo(392);
    expect(header).toHaveAttribute('data-pinned', 'false');
    scrollTo(380);
    expect(header).toHaveAttribute('data-pinned', 'true');
    scrollTo(385);
    expect(header).toHaveAttribute('data-pinned', 'true');
    scrollTo(600);
    expect(header).toHaveAttribute('data-pinned', 'false');
    scrollTo(50);
    expect(header).toHaveAttribute('data-pinned', 'true');
    scrollTo(0);
  });

  it('keeps the header in place in the editor', async () => {
    await showHeader({ editMode: true });
    const header = document.getElementById('site-header')!;
    scrollTo(800);
    expect(header).toHaveAttribute('data-pinned', 'true');
    scrollTo(0);
  });

  it('opens the mobile menu one level at a time, keeps the focus inside and returns it', async () => {
    const user = userEvent.setup();
    await showHeader();
    expect(document.getElementById('site-menu')).not.toBeVisible();
    const menuButton = screen.getByRole('button', { name: 'Menü' });
    await user.click(menuButton);
    const menu = await screen.findByRole('dialog', { name: 'Menü' });
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.click(within(menu).getByRole('button', { name: 'Privatkunden' }));
    expect(within(menu).getByRole('heading', { name: 'Privatkunden' })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: 'Alles zu Privatkunden' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Konto & Karte' }));
    expect(within(menu).getByRole('link', { name: 'Kreditkarte' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Zurück zu Privatkunden' }));
    expect(within(menu).getByRole('heading', { name: 'Privatkunden' })).toHaveFocus();
    await user.click(within(menu).getByRole('button', { name: 'Zurück' }));
    expect(within(menu).getByRole('link', { name: 'Filiale finden' })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');

    await user.click(within(menu).getByRole('button', { name: 'Menü schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menü' })).toBeNull());
    expect(menuButton).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it("lists each language once in the mobile menu, beside the language select's own list", async () => {
    const user = userEvent.setup();
    installSiteMarkup();
    const elements = await placeWidgets(page, ['header', 'language-select']);
    for (const element of elements)
      await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
    await user.click(screen.getByRole('button', { name: /Sprache/ }));
    await user.click(screen.getByRole('button', { name: 'Menü' }));
    const menu = await screen.findByRole('dialog', { name: 'Menü' });
    const languages = within(menu).getAllByRole('link', { name: /Deutsch|English|Slovenščina/ });
    expect(languages.map((link) => link.textContent)).toEqual([
      'Deutsch',
      'English',
      'Slovenščina',
    ]);
  });
});
