import { expect, type Locator, type Page, type Request } from '@playwright/test';
import type { InjectedFailure } from './calculators';

/** The list services of the CMS host (docs/contracts.md, "List services"). */
export const LIST_SERVICES = {
  news: '/cachableservlets/search/news.json',
  events: '/cachableservlets/search/events.json',
  faq: '/cachableservlets/lists/faq.json',
  pages: '/cachableservlets/search/pages.json',
  employees: '/cachableservlets/lists/employees.json',
  jobs: '/cachableservlets/search/jobs.json',
  banks: '/api/branches/list',
  clubBenefits: '/cachableservlets/club/benefits.json',
} as const;
export type ListService = keyof typeof LIST_SERVICES;

/** The titles the German lists page gives its lists (tools/platform/src/cms/pages/list-widgets.ts). */
export const LIST_TITLES = {
  news: 'Alle Neuigkeiten',
  events: 'Alle Veranstaltungen',
  faq: 'Häufige Fragen',
  pages: 'Produkte und Services',
  employees: 'Ihre Beraterinnen und Berater',
  jobs: 'Offene Stellen',
  banks: 'Unsere Bankstellen',
  clubBenefits: 'Club-Vorteile',
} as const satisfies Record<ListService, string>;

/** German texts of the lists (SPEC section 8 and the lists app's catalogue). */
export const listTexts = {
  loading: 'Wird geladen …',
  more: 'Weitere Ergebnisse',
  moreFailed: 'Weitere Ergebnisse konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  jumpToNew: 'Zu den neu geladenen Einträgen springen',
  all: 'Alle',
  noResults: (query: string) => `Ihr Suchbegriff "${query}" ergab keine Treffer.`,
  noResultsNoTerm: 'Ihre Suche ergab keine Treffer.',
  count: (count: number) => (count === 1 ? '1 Ergebnis' : `${count} Ergebnisse`),
} as const;

export const listsPage = (query = '') => `/de/lists.html${query}`;

/** Opens the German lists page and waits until every lists widget on it is mounted. */
export async function openListsPage(page: Page, query = '') {
  await page.goto(listsPage(query));
  await expectListsMounted(page);
  // The page's teaser sliders ask the same services as the lists (the FAQ slider the FAQ service):
  // a journey that records a list's requests starts once the page's own first requests are over.
  await page.waitForLoadState('networkidle');
}

export async function expectListsMounted(page: Page) {
  const widgets = page.locator('[data-widget^="lists/"]');
  await expect(widgets.first()).toBeAttached();
  await expect(page.locator('[data-widget^="lists/"][data-widget-state="loading"]')).toHaveCount(0);
  await expect(page.locator('[data-widget^="lists/"][data-widget-state="error"]')).toHaveCount(0);
}

/** The ids the lists page gives its lists: each list's section is labelled by `<id>-heading`. */
const LIST_IDS: Record<ListService, string> = {
  news: 'news',
  events: 'events',
  faq: 'faq',
  pages: 'pages',
  employees: 'employees',
  jobs: 'jobs',
  banks: 'banks',
  clubBenefits: 'club',
};

/**
 * What an axe scan of one list covers: its section (a whole page of long lists takes axe too long
 * on the build machines). Open dialogs are portalled out of the list: scan `DIALOG_SCOPE` too.
 */
export const axeScope = (service: ListService) =>
  `section[aria-labelledby="${LIST_IDS[service]}-heading"]`;
export const DIALOG_SCOPE = '[role="dialog"]';

/** One automated list as a visitor finds it: the region named by its title. */
export function automatedList(page: Page, service: ListService) {
  const region = page.getByRole('region', { name: LIST_TITLES[service], exact: true });
  const results = region.getByRole('list', { name: 'Ergebnisse', exact: true });
  return {
    region,
    /** The search box (a combobox offering suggestions). */
    search: region.getByLabel('Suchbegriff', { exact: true }),
    submit: region.getByRole('button', { name: 'Suchen', exact: true }),
    suggestions: region.getByRole('listbox', { name: 'Suchvorschläge' }),
    filters: region.getByRole('group', { name: 'Filter', exact: true }),
    status: region.getByRole('status').first(),
    results,
    /** The result items (not the lists inside them: tags, links). */
    items: results.locator(':scope > li'),
    more: region.getByRole('button', { name: listTexts.more, exact: true }),
    jumpToNew: region.getByRole('button', { name: listTexts.jumpToNew, exact: true }),
    dateRange: region.getByRole('button', { name: /^Zeitraum/ }),
  };
}
export type AutomatedList = ReturnType<typeof automatedList>;

/**
 * A list asks for its items once it comes near the viewport: scrolls to one that is out of view,
 * as a visitor does (one in view stays where it is, so its auto-load sentinel does not move).
 */
async function scrollToList(list: AutomatedList) {
  const inView = await list.region.evaluate((region) => {
    const box = region.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  });
  if (!inView) await list.region.scrollIntoViewIfNeeded();
}

/**
 * Waits until the list says it has this many results and has finished loading (after loading
 * more it adds how many are shown: "160 Ergebnisse, 18 angezeigt").
 */
export async function expectResultCount(list: AutomatedList, count: number) {
  await scrollToList(list);
  await expect(list.status).toHaveText(
    new RegExp(`^${listTexts.count(count)}(, \\d+ angezeigt)?$`),
  );
  await expectLoaded(list);
}

/**
 * Loading has ended (the list is scrolled into view first): the results are no longer busy (a spinner that spins forever fails here).
 * Only the results carry aria-busy, not the region around the list's status.
 */
export async function expectLoaded(list: AutomatedList) {
  await scrollToList(list);
  await expect(list.results).toHaveAttribute('aria-busy', 'false');
}

/**
 * The titles of the loaded result items, in order. Text content, not innerText: items out of view
 * are not rendered (content-visibility) and have no innerText.
 */
export async function itemTitles(list: AutomatedList): Promise<string[]> {
  return (await list.items.getByRole('heading').allTextContents()).map((title) =>
    title.replace(/\s+/g, ' ').trim(),
  );
}

/** The requests a list sends to its service: URL query and JSON body, in order. */
export function recordListRequests(page: Page, service: ListService) {
  const requests: { query: URLSearchParams; body: Record<string, unknown> | null }[] = [];
  page.on('request', (request) => {
    if (!isListRequest(request, service)) return;
    requests.push({
      query: new URL(request.url()).searchParams,
      body:
        request.method() === 'POST' ? (request.postDataJSON() as Record<string, unknown>) : null,
    });
  });
  return requests;
}

export function isListRequest(request: Request, service: ListService) {
  return new URL(request.url()).pathname === LIST_SERVICES[service];
}

/** Waits for the next answer of a list service. */
export function nextListAnswer(page: Page, service: ListService) {
  return page.waitForResponse((response) => isListRequest(response.request(), service));
}

/**
 * Makes the next `count` requests to a path fail through the platform's own failure injection
 * (query `ctbFail`, tools/platform/src/http/failure-injection.ts).
 */
export async function injectFailureAt(
  page: Page,
  pathname: string,
  failure: InjectedFailure,
  count = Infinity,
) {
  let remaining = count;
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (remaining <= 0) return route.continue();
      remaining -= 1;
      const url = new URL(route.request().url());
      url.searchParams.set('ctbFail', failure);
      await route.continue({ url: url.toString() });
    },
  );
}

/** Scrolls the list's end into view (where its auto-load sentinel sits). */
export async function scrollToListEnd(list: AutomatedList) {
  await list.items.last().scrollIntoViewIfNeeded();
  await list.region.evaluate((region) => {
    const bottom = region.getBoundingClientRect().bottom + window.scrollY;
    window.scrollTo(0, bottom - window.innerHeight + 10);
  });
}

/** The modal dialog a filter opens. */
export function dialog(page: Page, name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** Whether the focused element is inside the locator's element. */
export function focusIsInside(locator: Locator) {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/** The titles of the FAQ, adviser, branch and club benefit teaser sliders of the German lists page. */
export const TEASER_SLIDER_TITLES = {
  faq: 'Häufige Fragen zum Online-Banking',
  employees: 'Ihre Wohnbauberaterinnen und Wohnbauberater',
  banks: 'Beratungszentren der Alpen Privatbank',
  clubBenefits: 'Club-Vorteile für Freizeit und Sport',
} as const;

/**
 * Scrolls the teaser slider titled `title` into view, as a visitor does: a slider asks for its
 * teasers and builds its carousel once it comes near the viewport.
 */
export async function scrollToTeaserSlider(page: Page, title: string) {
  await page
    .locator('[data-widget="lists/teaser-slider"]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .scrollIntoViewIfNeeded();
}

/** An axe scan of the one teaser slider whose carousel is named `title`. */
export const teaserSliderScope = (title: string) =>
  `[data-widget="lists/teaser-slider"]:has(section[aria-label="${title}"])`;

/**
 * Whether a request of a list service comes from the lists page's automated list rather than from
 * a teaser slider of the same service: the page's bank and club sliders send the editor's
 * prefilters (a bank `filter`, a club `category`), the automated lists send none on first load.
 */
export function isAutomatedListRequest(request: Request, service: ListService) {
  if (!isListRequest(request, service)) return false;
  if (service === 'banks') {
    const body = request.postDataJSON() as { filter?: string[] } | null;
    return (body?.filter ?? []).length === 0;
  }
  if (service === 'clubBenefits') return !new URL(request.url()).searchParams.has('category');
  return true;
}
