import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startPlatform } from '@ctb/test-support';
import { createTestWidgetHost } from '@ctb/shared/testing';
import * as chromeApp from './mount';
import { installSiteMarkup, placeWidgets, removeWidgets } from './testing/site-markup';
import { navigateTo } from './common/navigate-to';

jest.mock('./common/navigate-to', () => ({ navigateTo: jest.fn() }));

const page = createTestWidgetHost('chrome');
const platform = startPlatform();
// Each test mounts real widget roots and loads their chunks: slow on a busy machine.
jest.setTimeout(30_000);

const PAGE_PATH = '/content/site/de/privatkunden/konto-karte/girokonto';

async function show(names: string[]) {
  installSiteMarkup({ pagePath: PAGE_PATH });
  const elements = await placeWidgets(page, names);
  for (const element of elements)
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
}

/** Answers autosuggest requests with `answer` and records the terms and paths asked for. */
function autosuggest(answer: () => Response) {
  const asked: { term: string | null; path: string | null }[] = [];
  platform.use(
    http.get('*/api/site-search/autosuggest', ({ request }) => {
      const url = new URL(request.url);
      asked.push({ term: url.searchParams.get('term'), path: url.searchParams.get('path') });
      return answer();
    }),
  );
  return asked;
}

const searchBox = () => screen.getByRole('combobox', { name: 'Suchbegriff' });

beforeAll(() => page.mount(chromeApp));
afterAll(() => page.unmount(chromeApp));
afterEach(async () => {
  await removeWidgets(page);
  jest.mocked(navigateTo).mockClear();
});

describe('chrome/site-search', () => {
  it('takes over the CMS search form and asks for suggestions 500 ms after typing from the configured length', async () => {
    const user = userEvent.setup();
    const asked = autosuggest(() =>
      HttpResponse.json([
        {
          title: 'Girokonto',
          subtitle: 'Privatkunden › Konto & Karte',
          url: '/de/privatkunden/konto-karte/girokonto.html',
        },
        { title: 'Gefälscht', subtitle: 'Andere Seite', url: 'javascript:alert(1)' },
      ]),
    );
    await show(['site-search']);
    expect(document.querySelector('.cms-search__static')).not.toBeVisible();
    await user.type(searchBox(), 'Gi');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(asked).toEqual([]);

    await user.type(searchBox(), 'r');
    // Not at once: only after the pause in typing.
    expect(asked).toEqual([]);
    const option = await screen.findByRole('option', { name: /Girokonto/ }, { timeout: 3000 });
    expect(asked).toEqual([{ term: 'Gir', path: PAGE_PATH }]);
    expect(option).toHaveTextContent('Privatkunden › Konto & Karte');
    // An unsafe link from the server is no suggestion.
    expect(screen.queryByRole('option', { name: /Gefälscht/ })).toBeNull();

    await user.click(option);
    expect(navigateTo).toHaveBeenCalledWith(
      '/de/privatkunden/konto-karte/girokonto.html',
      expect.any(String),
    );
  });

  it('says so when there is no suggestion', async () => {
    const user = userEvent.setup();
    autosuggest(() => HttpResponse.json([]));
    await show(['site-search']);
    await user.type(searchBox(), 'xyzzy');
    expect(
      await screen.findByText('Keine passenden Vorschläge – drücken Sie Enter für alle Treffer.', {
        selector: 'p',
      }),
    ).toBeVisible();
  });

  it('shows nothing when the suggestions fail or answer nonsense, and logs it', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      autosuggest(() => HttpResponse.json({ items: 'kaputt' }));
      await show(['site-search']);
      await user.type(searchBox(), 'Kredit');
      await waitFor(
        () =>
          expect(error).toHaveBeenCalledWith(
            '[ctb] chrome/site-search: the suggestions could not be loaded',
            expect.anything(),
          ),
        { timeout: 3000 },
      );
      expect(screen.queryByRole('option')).toBeNull();
      expect(screen.queryByText(/Keine passenden Vorschläge/, { selector: 'p' })).toBeNull();
      // What the visitor typed stays.
      expect(searchBox()).toHaveValue('Kredit');
    } finally {
      error.mockRestore();
    }
  });

  it('submits the typed term with the CMS form to the results page', async () => {
    autosuggest(() => HttpResponse.json([]));
    await show(['site-search']);
    const form = screen.getByRole('search', { name: 'Suche' });
    expect(form).toHaveAttribute('action', '/de/suche.html');
    expect(searchBox()).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Suchen' })).toHaveAttribute('type', 'submit');
    await userEvent.setup().type(searchBox(), 'Kredit');
    // The CMS's hidden box sends nothing besides: one q, the typed term. (Node's FormData in
    // this environment cannot read a jsdom form: the fields a form would send, by hand.)
    const sent = [...(form as HTMLFormElement).elements].flatMap((field) =>
      field instanceof HTMLInputElement && field.name === 'q' && !field.disabled
        ? [field.value]
        : [],
    );
    expect(sent).toEqual(['Kredit']);
  });

  it('opens the search below the header row by a button on small screens', async () => {
    const user = userEvent.setup();
    await show(['site-search']);
    const open = screen.getByRole('button', { name: 'Suche öffnen' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(screen.getByRole('button', { name: 'Suche schließen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(searchBox()).toHaveFocus());
  });
});

describe('chrome/language-select', () => {
  it('lists the languages by their own names, each leading to the same page in it', async () => {
    const user = userEvent.setup();
    await show(['language-select']);
    const button = screen.getByRole('button', { name: 'Sprache: Deutsch' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const english = screen.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/en/privatkunden/konto-karte/girokonto.html');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
    // The page config's paths, not the CMS's fallback link to the start page.
    expect(screen.getByRole('link', { name: 'Slovenščina' })).toHaveAttribute(
      'href',
      '/sl/privatkunden/konto-karte/girokonto.html',
    );
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
  });

  it('closes by Escape with the focus back on its button', async () => {
    const user = userEvent.setup();
    await show(['language-select']);
    const button = screen.getByRole('button', { name: 'Sprache: Deutsch' });
    await user.click(button);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
