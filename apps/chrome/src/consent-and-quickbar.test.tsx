import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { eventBus } from '@ctb/shared/runtime';
import { branchStore, type StoredBranch } from '@ctb/shared/branch-store';
import { consentStore, openConsentSettings } from '@ctb/shared/consent';
import { createTestWidgetHost, resetConsentForTests } from '@ctb/shared/testing';
import { startPlatform } from '@ctb/test-support';
import * as chromeApp from './mount';
import { installSiteMarkup, placeWidgets, removeWidgets } from './testing/site-markup';

const page = createTestWidgetHost('chrome');
const platform = startPlatform();
// Each test mounts real widget roots and loads their chunks: slow on a busy machine.
jest.setTimeout(30_000);

async function show(names: string[], options?: Parameters<typeof installSiteMarkup>[0]) {
  installSiteMarkup(options);
  const elements = await placeWidgets(page, names);
  for (const element of elements)
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
}

const cookie = (name: string) =>
  decodeURIComponent(
    document.cookie
      .split('; ')
      .find((entry) => entry.startsWith(`${name}=`))
      ?.slice(name.length + 1) ?? '',
  );
const forget = (name: string) => (document.cookie = `${name}=; Max-Age=0; Path=/`);

beforeAll(() => page.mount(chromeApp));
afterAll(() => page.unmount(chromeApp));
afterEach(async () => {
  await removeWidgets(page);
  forget('ctb_consent');
  forget('ctb_consent_record');
  resetConsentForTests();
  act(() => branchStore.clear());
});

const banner = () => screen.queryByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });

describe('chrome/cookie-banner', () => {
  it('asks until the visitor decides, with both choices equally prominent and without holding the focus', async () => {
    await show(['cookie-banner']);
    const dialog = banner()!;
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    const all = within(dialog).getByRole('button', { name: 'Alle akzeptieren' });
    const necessary = within(dialog).getByRole('button', { name: 'Nur notwendige' });
    expect(all.className).toBe(necessary.className);
    expect(within(dialog).getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/de/datenschutz.html',
    );
    // First in the page's order: the first Tab reaches it.
    await userEvent.setup().tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it("replaces the CMS's copy of the banner, shown before its code arrived, in its first render", async () => {
    installSiteMarkup();
    const notice = banner()!;
    expect(within(notice).getByRole('button', { name: 'Alle akzeptieren' })).toBeDisabled();
    const [element] = await placeWidgets(page, ['cookie-banner']);
    await waitFor(() => expect(element).toHaveAttribute('data-widget-state', 'mounted'));
    expect(notice).not.toBeVisible();
    expect(screen.getAllByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' })).toEqual([
      banner(),
    ]);
    expect(element).toContainElement(banner());
    expect(within(banner()!).getByRole('button', { name: 'Alle akzeptieren' })).toBeEnabled();
  });

  it('hides the CMS copy for good once decided, also when the widget leaves', async () => {
    await show(['cookie-banner']);
    const notice = document.getElementById('site-consent-notice')!;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Nur notwendige' }));
    await removeWidgets(page);
    expect(notice).not.toBeVisible();
    expect(banner()).toBeNull();
  });

  it('"Alle akzeptieren" grants every category and records the decision with its version', async () => {
    const user = userEvent.setup();
    await show(['cookie-banner']);
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(banner()).toBeNull();
    expect(cookie('ctb_consent')).toBe('maps|marketing|statistics|video');
    expect(cookie('ctb_consent_record')).toMatch(/^2026-11\|\d{4}-\d\d-\d\dT/);
    expect(screen.getByRole('status')).toHaveTextContent('Ihre Cookie-Auswahl wurde gespeichert.');
    // The focus goes on at the content, not at the start of the page.
    expect(document.getElementById('main')).toHaveFocus();
  });

  it('"Nur notwendige" grants nothing and asks no more', async () => {
    const user = userEvent.setup();
    await show(['cookie-banner']);
    await user.click(screen.getByRole('button', { name: 'Nur notwendige' }));
    expect(banner()).toBeNull();
    expect(cookie('ctb_consent')).toBe('');
    expect(consentStore.has('maps')).toBe(false);
    expect(consentStore.decision()?.version).toBe('2026-11');
  });

  it('asks again when the banner has a new version', async () => {
    document.cookie = `ctb_consent_record=${encodeURIComponent('2025-01|2025-01-10T09:00:00.000Z')}; Path=/`;
    document.cookie = 'ctb_consent=maps; Path=/';
    await show(['cookie-banner']);
    expect(banner()).toBeInTheDocument();
  });

  it('stays closed for a decision of this version, and in the editor', async () => {
    document.cookie = `ctb_consent_record=${encodeURIComponent('2026-11|2026-11-01T09:00:00.000Z')}; Path=/`;
    await show(['cookie-banner']);
    expect(banner()).toBeNull();
    await removeWidgets(page);
    forget('ctb_consent_record');
    resetConsentForTests();
    await show(['cookie-banner'], { editMode: true });
    expect(banner()).toBeNull();
  });

  it('offers each category in a settings layer with nothing ticked, and saves the chosen ones', async () => {
    const user = userEvent.setup();
    await show(['cookie-banner']);
    await user.click(screen.getByRole('button', { name: 'Einstellungen' }));
    const settings = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(within(settings).getByText('Immer aktiv')).toBeVisible();
    const switches = within(settings).getAllByRole('switch');
    expect(
      switches.map(
        (input) =>
          input.getAttribute('aria-describedby') &&
          (input as HTMLInputElement).labels?.[0]?.textContent,
      ),
    ).toEqual(['Statistik', 'Marketing', 'Externe Medien']);
    for (const input of switches) expect(input).not.toBeChecked();
    await user.click(within(settings).getByRole('switch', { name: 'Externe Medien' }));
    await user.click(within(settings).getByRole('button', { name: 'Auswahl speichern' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeNull(),
    );
    expect(cookie('ctb_consent')).toBe('maps|video');
    expect(banner()).toBeNull();
  });

  it('opens the settings again from the footer link with the choice made, and gives the focus back', async () => {
    const user = userEvent.setup();
    document.cookie = `ctb_consent_record=${encodeURIComponent('2026-11|2026-11-01T09:00:00.000Z')}; Path=/`;
    document.cookie = 'ctb_consent=maps|video; Path=/';
    await show(['cookie-banner']);
    const link = screen.getByRole('link', { name: 'Cookie-Einstellungen' });
    await user.click(link);
    const settings = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    expect(within(settings).getByRole('switch', { name: 'Externe Medien' })).toBeChecked();
    expect(within(settings).getByRole('switch', { name: 'Statistik' })).not.toBeChecked();
    // Withdrawing: from now on no map or video loads.
    await user.click(within(settings).getByRole('button', { name: 'Nur notwendige' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cookie-Einstellungen' })).toBeNull(),
    );
    expect(consentStore.has('maps')).toBe(false);
    expect(consentStore.has('video')).toBe(false);

    act(() => openConsentSettings(link));
    await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(link).toHaveFocus());
  });
});

const graz: StoredBranch = {
  id: '4711',
  name: 'Filiale Graz Hauptplatz',
  address: { street: 'Hauptplatz 1', postalCode: '8010', city: 'Graz' },
  blz: '51234',
};

const wien: StoredBranch = {
  id: '1010',
  name: 'Filiale Wien Stephansplatz',
  address: { street: 'Stephansplatz 3', postalCode: '1010', city: 'Wien' },
  blz: '20111',
};

const everyDay = (intervals: { open: string; close: string }[]) =>
  [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals }));

function branchInfo(answer: () => Response) {
  platform.use(http.get('*/api/branches/info/:id', answer));
}

const setWidth = (width: number) =>
  act(() => {
    Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    window.dispatchEvent(new Event('resize'));
  });

describe('chrome/quickbar', () => {
  afterEach(() => setWidth(1024));

  it('opens on phones by its toggle, with the quick links and the location search', async () => {
    const user = userEvent.setup();
    setWidth(375);
    await show(['quickbar']);
    const location = screen.getByRole('textbox', {
      name: 'Ort, Postleitzahl oder Adresse',
      hidden: true,
    });
    expect(location).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Schnellzugriff' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Karte sperren' })).toHaveAttribute(
      'href',
      '/de/karte-sperren.html',
    );
    // A link from the config that is no safe link is left out.
    expect(screen.queryByRole('link', { name: 'Böse' })).toBeNull();
    expect(location).toBeVisible();
    expect(screen.getByText(/Speichern Sie Ihre Filiale/)).toBeVisible();
  });

  it('is always open on the configured theme, without a toggle', async () => {
    setWidth(375);
    await show(['quickbar'], { theme: 'business' });
    expect(screen.queryByRole('button', { name: 'Schnellzugriff' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Karte sperren' })).toBeVisible();
  });

  it('shows the stored branch with its hours today and phone, and follows changes', async () => {
    const user = userEvent.setup();
    setWidth(1280);
    branchInfo(() =>
      HttpResponse.json({
        id: '4711',
        name: 'Filiale Graz Hauptplatz',
        contact: { telephone: '+43 316 1234-0' },
        openingHours: {
          openNow: true,
          periods: everyDay([
            { open: '08:00', close: '12:00' },
            { open: '13:00', close: '16:00' },
          ]),
        },
      }),
    );
    await show(['quickbar']);
    expect(screen.getByRole('textbox', { name: 'Ort, Postleitzahl oder Adresse' })).toBeVisible();
    act(() => branchStore.store(graz));
    const card = await screen.findByRole('region', { name: 'Filiale Graz Hauptplatz' });
    expect(within(card).getByText('Hauptplatz 1, 8010 Graz')).toBeVisible();
    expect(await within(card).findByText(/Heute geöffnet: 08:00–12:00, 13:00–16:00/)).toBeVisible();
    expect(within(card).getByText('Jetzt geöffnet')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Telefon: +43 316 1234-0' })).toHaveAttribute(
      'href',
      'tel:+4331612340',
    );
    // With a branch, the location search waits for "Filiale ändern".
    expect(screen.queryByRole('textbox', { name: 'Ort, Postleitzahl oder Adresse' })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Filiale ändern' }));
    expect(screen.getByRole('textbox', { name: 'Ort, Postleitzahl oder Adresse' })).toHaveFocus();

    const updates: unknown[] = [];
    const stop = eventBus.on('userbranch.update', (detail) => updates.push(detail));
    try {
      await user.click(within(card).getByRole('button', { name: 'Zuordnung entfernen' }));
      expect(updates).toEqual([{ branch: null }]);
      expect(screen.getByRole('status')).toHaveTextContent(
        'Die Zuordnung zu Ihrer Filiale wurde entfernt.',
      );
    } finally {
      stop();
    }
  });

  it('says so when the branch details cannot be loaded, keeping the branch', async () => {
    setWidth(1280);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    branchInfo(() => new HttpResponse(null, { status: 503 }));
    act(() => branchStore.store(wien));
    await show(['quickbar']);
    expect(
      await screen.findByText('Öffnungszeiten können gerade nicht geladen werden.'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Filiale Wien Stephansplatz' })).toBeVisible();
    jest.mocked(console.error).mockRestore();
  });
});
