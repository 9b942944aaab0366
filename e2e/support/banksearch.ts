import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { siteUrl } from './urls';

/** The banksearch demo page (every banksearch widget with a realistic configuration). */
export const banksearchPage = (language = 'de') => `/${language}/banksearch.html`;

/** The visitor's consent to maps, as the cookie banner (or the map's own button) stores it. */
export async function grantMapsConsent(context: BrowserContext) {
  await context.addCookies([{ name: 'ctb_consent', value: 'maps', url: siteUrl }]);
}

/** The branch search placed on the page (not the overlay). */
export const branchSearchWidget = (page: Page) =>
  page.locator('[data-widget="banksearch/branch-search"]');

/** The bank search overlay, a modal dialog. */
export const bankSearchOverlay = (page: Page) =>
  page.getByRole('dialog', { name: 'Filiale finden' });

/** Opens the banksearch page and waits until the branch search is mounted. */
export async function openBanksearchPage(page: Page, language = 'de') {
  await page.goto(banksearchPage(language));
  await expect(branchSearchWidget(page)).toHaveAttribute('data-widget-state', 'mounted');
}

/** Parts of a branch search (inline widget or overlay) as a visitor finds them. */
export function branchSearchParts(scope: Locator) {
  const sidebar = scope.getByRole('region', { name: 'Filialsuche' });
  return {
    sidebar,
    searchBox: sidebar.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' }),
    submit: sidebar.getByRole('button', { name: 'Suchen', exact: true }),
    map: scope.getByRole('region', { name: 'Karte' }),
    loadMap: scope.getByRole('button', { name: 'Karte laden' }),
    count: sidebar.getByText(/^\d+ Filialen? gefunden$/),
    /** The result items' name buttons ("Details zu <name>"). */
    results: sidebar.getByRole('button', { name: /^Details zu / }),
    back: sidebar.getByRole('button', { name: 'Zurück zur Ergebnisliste' }),
    scroller: sidebar.getByTestId('branch-search-scroller'),
    alert: sidebar.getByTestId('branch-search-results').getByRole('alert'),
  };
}

/** The number in "N Filialen gefunden". */
export async function resultCount(parts: ReturnType<typeof branchSearchParts>) {
  const text = (await parts.count.textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

/** Makes the next branch service calls matching `path` fail with the platform's failure injection. */
export async function injectBranchFailure(page: Page, path: string, failure = '500') {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('ctbFail', failure);
      await route.continue({ url: url.toString() });
    },
  );
}

/** The start page: the bank teaser with its location search is its banksearch widget. */
export const homePage = (language = 'de') => `/${language}/index.html`;

/** The bank teaser (its headline, the location search or the stored branch, the info popover). */
export const bankTeaser = (page: Page) => page.locator('[data-widget="banksearch/bank-teaser"]');

/** Opens the start page and waits until the bank teaser is mounted. */
export async function openHomePage(page: Page, language = 'de') {
  await page.goto(homePage(language));
  await expect(bankTeaser(page)).toHaveAttribute('data-widget-state', 'mounted');
}

/** Parts of a location search (on its own or inside the bank teaser) as a visitor finds them. */
export function locationSearchParts(scope: Locator) {
  const form = scope.getByRole('search', { name: 'Bankstelle in Ihrer Nähe finden' });
  return {
    form,
    box: form.getByRole('combobox', { name: 'Ort, Postleitzahl oder Adresse' }),
    submit: form.getByRole('button', { name: 'Suchen', exact: true }),
    geolocate: form.getByRole('button', { name: 'Mein Standort' }),
    predictions: form.getByRole('listbox').getByRole('option'),
  };
}

/** Marks the document, so a test can prove that a change happened without reload. */
export const markDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));

/** Passes only while the document that markDocument marked is still the page's. */
export const expectSameDocument = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-e2e-same-document', '');
