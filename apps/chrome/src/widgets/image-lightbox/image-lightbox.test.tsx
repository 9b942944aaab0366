import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createWidgetRenderer, type RenderOptions } from '@ctb/test-support';
import { INFO_IDLE_MS, lightboxMessages } from '../../common/lightbox';
import type { ImageLightboxConfig } from './config-schema';
import { ImageLightboxView } from './image-lightbox-view';
import { messages } from './messages';

const { renderWidget } = createWidgetRenderer([lightboxMessages, messages]);

const variant = { res1x: '/images/filiale.svg', res2x: '/images/filiale@2x.svg' };
const config: ImageLightboxConfig = {
  image: {
    xs: variant,
    sm: variant,
    md: variant,
    lg: variant,
    alt: 'Die neue Filiale',
    copyright: 'Musterbank',
  },
  caption: 'Die neue Filiale am Hauptplatz',
  large: {
    id: 'filiale',
    title: 'Filiale Hauptplatz',
    text: 'Eröffnet im Juni',
    albumTitle: 'Eröffnung',
    albumDate: '2026-06-20',
    copyright: 'Musterbank',
    alt: 'Die neue Filiale am Hauptplatz, groß',
    width: 1600,
    height: 900,
    sources: [
      { src: '/images/filiale-800.svg', width: 800 },
      { src: '/images/filiale-1600.svg', width: 1600 },
    ],
  },
};

const renderLightbox = (options?: RenderOptions) =>
  renderWidget(<ImageLightboxView config={config} />, options);
const opener = () => screen.getByRole('button', { name: 'Bild vergrößern: Filiale Hauptplatz' });

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

beforeEach(() => preferReducedMotion(true));
afterEach(() => jest.useRealTimers());

describe('chrome/image-lightbox', () => {
  it('shows the picture with its caption and copyright, as a button that opens it large', () => {
    renderLightbox();
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Die neue Filiale am Hauptplatz')).toBeInTheDocument();
    expect(within(figure).getByText('© Musterbank')).toBeInTheDocument();
    // The button names what it does; the picture in it is decoration of the button.
    expect(within(opener()).queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from the picture as a dialog with the large picture and its info', async () => {
    const user = userEvent.setup();
    renderLightbox();
    await user.click(opener());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const large = within(dialog).getByRole('img', { name: 'Die neue Filiale am Hauptplatz, groß' });
    expect(large).toHaveAttribute('src', '/images/filiale-1600.svg');
    expect(large.getAttribute('srcset')).toContain('/images/filiale-800.svg 800w');
    expect(within(dialog).getByText('Filiale Hauptplatz')).toBeInTheDocument();
    expect(within(dialog).getByText('Eröffnet im Juni')).toBeInTheDocument();
    expect(within(dialog).getByText('Eröffnung, 20.06.2026')).toBeInTheDocument();
    expect(within(dialog).getByText('© Musterbank')).toBeInTheDocument();
    // One picture: nothing to go back and forth between.
    expect(within(dialog).queryByRole('button', { name: 'Nächstes Bild' })).not.toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Vorheriges Bild' }),
    ).not.toBeInTheDocument();
  });

  it('opens by keyboard, holds the focus inside, closes with Escape and gives the focus back', async () => {
    const user = userEvent.setup();
    renderLightbox();
    await user.tab();
    expect(opener()).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener()).toHaveFocus());
  });

  it('closes with its named close button, the focus back on the picture', async () => {
    const user = userEvent.setup();
    renderLightbox();
    await user.click(opener());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Bildansicht schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener()).toHaveFocus());
    // And opens again.
    await user.click(opener());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('hides the info after 3 s without activity and shows it again on a key', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderLightbox();
    await user.click(opener());
    const dialog = await screen.findByRole('dialog');
    const info = () => within(dialog).getByText('Eröffnet im Juni').parentElement as HTMLElement;
    expect(info()).not.toHaveAttribute('data-hidden');
    act(() => jest.advanceTimersByTime(INFO_IDLE_MS - 1));
    expect(info()).not.toHaveAttribute('data-hidden');
    act(() => jest.advanceTimersByTime(1));
    expect(info()).toHaveAttribute('data-hidden', 'true');
    await user.keyboard('{Shift}');
    expect(info()).not.toHaveAttribute('data-hidden');
  });

  it('speaks English on an English page', async () => {
    const user = userEvent.setup();
    renderLightbox({ language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Enlarge picture: Filiale Hauptplatz' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Close the picture view' })).toBeVisible();
  });
});
