import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithMessages } from '../../testing/render-with-messages';
import { messages as automatedListMessages } from '../../messages';
import type { ItemLayoutSettings } from '../item-layout-props';
import { EventItem } from './event-item';
import { FaqItem } from './faq-item';
import { NewsItem } from './news-item';
import { PageItem } from './page-item';

const settings: ItemLayoutSettings = {
  language: 'de',
  showMobile: false,
  showFunction: false,
  showSpecialisation: false,
  headingLevel: 3,
};

const image = {
  alt: 'Symbolbild Wohnen',
  copyright: '© Regionalbank Demo',
  lg: { res1x: '/images/n-lg@1x.svg', res2x: '/images/n-lg@2x.svg' },
  md: { res1x: '/images/n-md@1x.svg', res2x: '/images/n-md@2x.svg' },
  sm: { res1x: '/images/n-sm@1x.svg', res2x: '/images/n-sm@2x.svg' },
  xs: { res1x: '/images/n-xs@1x.svg', res2x: '/images/n-xs@2x.svg' },
};

const page = {
  type: 'page',
  title: 'Wohnkredit',
  subTitle: 'Finanzieren',
  text: 'Ihr Weg ins Eigenheim.',
  url: '/de/finanzieren/wohnkredit.html',
  cta: { href: '/de/termin.html', target: '_self', text: 'Termin vereinbaren' },
  links: [{ text: 'Konditionen (PDF)', href: '/dokumente/konditionen.pdf', target: '_blank' }],
  listImage: image,
};

const render = (ui: React.ReactElement, language: ItemLayoutSettings['language'] = 'de') =>
  renderWithMessages(ui, automatedListMessages, language);

describe('content item layouts', () => {
  it('shows a page with linked title, subtitle, text, call to action and links', () => {
    render(<PageItem item={page} settings={settings} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Wohnkredit' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', page.url);
    expect(screen.getByText('Finanzieren')).toBeInTheDocument();
    expect(screen.getByText('Ihr Weg ins Eigenheim.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termin vereinbaren' })).toHaveAttribute(
      'href',
      '/de/termin.html',
    );
  });

  it('opens links to a new tab without giving it a handle on the page', () => {
    render(<PageItem item={page} settings={settings} />);
    const link = screen.getByRole('link', { name: 'Konditionen (PDF)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops links that are no page of this site or an allowed origin, and logs them', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <PageItem
        item={{
          ...page,
          url: 'javascript:alert(1)',
          cta: { href: '//evil.example/termin', target: '_self', text: 'Termin vereinbaren' },
          links: [
            {
              text: 'Gefährlich',
              href: 'data:text/html,<script>alert(1)</script>',
              target: '_blank',
            },
            { text: 'Konditionen (PDF)', href: '/dokumente/konditionen.pdf', target: '_blank' },
          ],
        }}
        settings={settings}
      />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Wohnkredit' });
    expect(within(heading).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Termin vereinbaren' })).toBeNull();
    expect(screen.queryByText('Gefährlich')).toBeNull();
    expect(screen.getByRole('link', { name: 'Konditionen (PDF)' })).toBeInTheDocument();
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      expect.stringContaining(
        '[ctb] lists list item url: dropped the unsafe link "javascript:alert(1)"',
      ),
      expect.stringContaining(
        '[ctb] lists list item cta.href: dropped the unsafe link "//evil.example/termin"',
      ),
      expect.stringContaining('[ctb] lists list item links[].href: dropped the unsafe link "data:'),
    ]);
    warn.mockRestore();
  });

  it('offers the picture per breakpoint at 1x and 2x with its alt text and copyright', () => {
    const { container } = render(<PageItem item={page} settings={settings} />);
    const img = screen.getByRole('img', { name: 'Symbolbild Wohnen' });
    expect(img).toHaveAttribute('src', '/images/n-xs@1x.svg');
    expect(img).toHaveAttribute('srcset', '/images/n-xs@1x.svg 1x, /images/n-xs@2x.svg 2x');
    const sources = [...container.querySelectorAll('picture source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(min-width: 1025px)', '/images/n-lg@1x.svg 1x, /images/n-lg@2x.svg 2x'],
      ['(min-width: 768px)', '/images/n-md@1x.svg 1x, /images/n-md@2x.svg 2x'],
      ['(min-width: 576px)', '/images/n-sm@1x.svg 1x, /images/n-sm@2x.svg 2x'],
    ]);
    expect(screen.getByText('© Regionalbank Demo')).toBeInTheDocument();
  });

  it('shows an event with its date range, time range and place in the language', () => {
    const event = {
      ...page,
      type: 'event',
      date: { from: '2026-11-26', to: '2026-11-28' },
      time: { from: '08:00', to: '10:00' },
      place: 'Stadtsaal Mattersburg',
    };
    render(<EventItem item={event} settings={settings} />);
    expect(screen.getByText('26.–28. November 2026')).toBeInTheDocument();
    expect(screen.getByText('08:00 bis 10:00 Uhr')).toBeInTheDocument();
    expect(screen.getByText('Stadtsaal Mattersburg')).toBeInTheDocument();
  });

  it('writes the event date in English for English pages', () => {
    const event = { ...page, type: 'event', date: { from: '2026-11-26', to: '2026-11-26' } };
    render(<EventItem item={event} settings={{ ...settings, language: 'en' }} />, 'en');
    expect(screen.getByText('26 November 2026')).toBeInTheDocument();
  });

  it('cuts the event description to 200 characters', () => {
    const description = 'Sparen '.repeat(40);
    const event = { ...page, type: 'event', eventDescriptionText: description };
    render(<EventItem item={event} settings={settings} />);
    const text = screen.getByText(/^Sparen Sparen/);
    expect(text.textContent).toBe(`${description.slice(0, 200).trimEnd()}...`);
  });

  it('shows the news date and its tags', () => {
    const news = { ...page, type: 'news', newsDate: '2026-11-02', tags: ['Wohnen', 'Region'] };
    render(<NewsItem item={news} settings={settings} />);
    expect(screen.getByText('2. November 2026')).toHaveAttribute('datetime', '2026-11-02');
    const tags = screen.getByRole('list', { name: 'Schlagwörter' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Wohnen', 'Region']);
  });

  it('shows a page or news item with the date, time and place it carries (the shared layout)', () => {
    const dated = {
      ...page,
      date: { from: '2026-12-03', to: '2026-12-03' },
      time: { from: '18:00', to: '18:00' },
      place: 'Filiale Graz',
    };
    const { unmount } = render(<PageItem item={dated} settings={settings} />);
    expect(screen.getByText('3. Dezember 2026')).toHaveAttribute('datetime', '2026-12-03');
    expect(screen.getByText('Filiale Graz')).toBeInTheDocument();
    expect(screen.getByText('Uhrzeit')).toBeInTheDocument();
    unmount();

    render(
      <NewsItem item={{ ...dated, type: 'news', newsDate: '2026-11-02' }} settings={settings} />,
    );
    expect(screen.getByText('2. November 2026')).toBeInTheDocument();
    expect(screen.getByText('3. Dezember 2026')).toBeInTheDocument();
    expect(screen.getByText('Filiale Graz')).toBeInTheDocument();
  });

  it('shows no facts list for a page without date, time or place', () => {
    render(<PageItem item={page} settings={settings} />);
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('shows the picture and subtitle of a question in its answer', async () => {
    const faq = {
      type: 'faq',
      title: 'Wie sperre ich meine Karte?',
      subTitle: 'Karte verloren',
      text: 'Rufen Sie an.',
      listImage: image,
    };
    render(<FaqItem item={faq} settings={settings} />);
    expect(screen.queryByRole('img', { name: 'Symbolbild Wohnen' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wie sperre ich meine Karte?' }));
    expect(screen.getByRole('img', { name: 'Symbolbild Wohnen' })).toBeVisible();
    expect(screen.getByText('Karte verloren')).toBeVisible();
  });

  it('opens and closes the answer of a question', async () => {
    const faq = { type: 'faq', title: 'Wie sperre ich meine Karte?', text: 'Rufen Sie an.' };
    render(<FaqItem item={faq} settings={settings} />);
    const question = screen.getByRole('button', { name: 'Wie sperre ich meine Karte?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Rufen Sie an.')).not.toBeVisible();
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Rufen Sie an.')).toBeVisible();
    await userEvent.click(question);
    expect(screen.queryByText('Rufen Sie an.')).not.toBeVisible();
  });

  it('logs an item without a title and shows nothing for it', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<PageItem item={{ type: 'page' }} settings={settings} />);
    expect(container).toBeEmptyDOMElement();
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('lists/automated-list'));
    consoleError.mockRestore();
  });
});
