import type { Language } from '../../common/config/app-names';
import { SITE_CONTENT } from '../../rendering/content';
import { escapeHtml } from '../../rendering/html';
import { widgetElement } from '../../rendering/widget-markup';

/** Paths of the list services on the CMS host (docs/contracts.md, "List services"). */
const NEWS_SEARCH = '/cachableservlets/search/news.json';
const EVENT_SEARCH = '/cachableservlets/search/events.json';
const FAQ_LIST = '/cachableservlets/lists/faq.json';
const PAGE_SEARCH = '/cachableservlets/search/pages.json';
const EMPLOYEE_LIST = '/cachableservlets/lists/employees.json';
const JOB_SEARCH = '/cachableservlets/search/jobs.json';
const BRANCH_LIST = '/api/branches/list';
const BRANCH_FILTER = '/api/branches/filter';
const CLUB_BENEFITS = '/cachableservlets/club/benefits.json';

/** Titles of the lists that the site copy (SITE_CONTENT) does not hold yet, and the page's index. */
const MORE_LISTS_COPY: Record<
  Language,
  { employees: string; jobs: string; banks: string; clubBenefits: string; contents: string }
> = {
  de: {
    employees: 'Ihre Beraterinnen und Berater',
    jobs: 'Offene Stellen',
    banks: 'Unsere Bankstellen',
    clubBenefits: 'Club-Vorteile',
    contents: 'Auf dieser Seite',
  },
  en: {
    employees: 'Your advisers',
    jobs: 'Job vacancies',
    banks: 'Our branches',
    clubBenefits: 'Club benefits',
    contents: 'On this page',
  },
  fr: {
    employees: 'Vos conseillers',
    jobs: 'Offres d’emploi',
    banks: 'Nos agences',
    clubBenefits: 'Avantages du club',
    contents: 'Sur cette page',
  },
  hr: {
    employees: 'Vaši savjetnici',
    jobs: 'Slobodna radna mjesta',
    banks: 'Naše poslovnice',
    clubBenefits: 'Pogodnosti kluba',
    contents: 'Na ovoj stranici',
  },
  it: {
    employees: 'I vostri consulenti',
    jobs: 'Posizioni aperte',
    banks: 'Le nostre filiali',
    clubBenefits: 'Vantaggi del club',
    contents: 'In questa pagina',
  },
  sl: {
    employees: 'Vaši svetovalci',
    jobs: 'Prosta delovna mesta',
    banks: 'Naše poslovalnice',
    clubBenefits: 'Ugodnosti kluba',
    contents: 'Na tej strani',
  },
};

/**
 * Where the news and events a page in `language` shows live on the site: the English site has
 * its own (translations of part of the German ones); the other languages show the German ones.
 */
export function newsAndEventPaths(language: Language): { news: string; events: string } {
  return language === 'en'
    ? { news: '/en/news', events: '/en/events' }
    : { news: '/de/news', events: '/de/veranstaltungen' };
}

/** A teaser slider; its height depends on its list type (the reserved space is named by it). */
const teaserSlider = (config: { listType: string } & Record<string, unknown>) =>
  widgetElement('lists/teaser-slider', config, config.listType);

/** The latest news as a teaser slider, as the start page shows them. */
export function newsTeaserSlider(language: Language): string {
  const copy = SITE_CONTENT[language].listWidgets;
  return teaserSlider({
    listType: 'news',
    url: NEWS_SEARCH,
    size: 9,
    prefilters: { maxAge: 12, path: newsAndEventPaths(language).news },
    title: copy.newsTitle,
    showAllLink: { href: `/${language}/lists.html`, text: copy.showAllNews },
  });
}

/** Upcoming events as a teaser slider. */
export function eventsTeaserSlider(language: Language): string {
  const copy = SITE_CONTENT[language].listWidgets;
  return teaserSlider({
    listType: 'events',
    url: EVENT_SEARCH,
    size: 6,
    prefilters: { path: newsAndEventPaths(language).events },
    title: copy.eventsTitle,
    showAllLink: { href: `/${language}/lists.html`, text: copy.showAllEvents },
  });
}

/** Titles of the FAQ, adviser, branch and club benefit sliders of the lists page. */
const MORE_SLIDERS_COPY: Record<
  Language,
  { faq: string; employees: string; banks: string; clubBenefits: string }
> = {
  de: {
    faq: 'Häufige Fragen zum Online-Banking',
    employees: 'Ihre Wohnbauberaterinnen und Wohnbauberater',
    banks: 'Beratungszentren der Alpen Privatbank',
    clubBenefits: 'Club-Vorteile für Freizeit und Sport',
  },
  en: {
    faq: 'Frequently asked questions',
    employees: 'Your home loan advisers',
    banks: 'Alpen Privatbank advisory centres',
    clubBenefits: 'Club benefits for leisure and sport',
  },
  fr: {
    faq: 'Questions fréquentes sur la banque en ligne',
    employees: 'Vos conseillers en financement immobilier',
    banks: 'Centres de conseil de l’Alpen Privatbank',
    clubBenefits: 'Avantages du club pour les loisirs et le sport',
  },
  hr: {
    faq: 'Česta pitanja o internetskom bankarstvu',
    employees: 'Vaši savjetnici za stambeno financiranje',
    banks: 'Savjetodavni centri Alpen Privatbank',
    clubBenefits: 'Pogodnosti kluba za slobodno vrijeme i sport',
  },
  it: {
    faq: 'Domande frequenti sull’online banking',
    employees: 'I vostri consulenti per i mutui casa',
    banks: 'Centri di consulenza dell’Alpen Privatbank',
    clubBenefits: 'Vantaggi del club per tempo libero e sport',
  },
  sl: {
    faq: 'Pogosta vprašanja o spletni banki',
    employees: 'Vaši svetovalci za stanovanjsko financiranje',
    banks: 'Svetovalni centri Alpen Privatbank',
    clubBenefits: 'Ugodnosti kluba za prosti čas in šport',
  },
};

/**
 * The lists page's FAQ, adviser, branch and club benefit sliders: the online-banking questions
 * (the English site's own questions in English), the home loan advisers (as the site settings show
 * them: function, no mobile numbers), the private bank's advisory centres and the club's leisure
 * and sport benefits.
 */
export function moreTeaserSliders(language: Language): string[] {
  const copy = MORE_SLIDERS_COPY[language];
  const more = MORE_LISTS_COPY[language];
  const allLists = `/${language}/lists.html`;
  return [
    teaserSlider({
      listType: 'faq',
      url: FAQ_LIST,
      size: 8,
      prefilters:
        language === 'en'
          ? { languages: ['en'] }
          : { categories: ['online-banking'], languages: ['de'] },
      title: copy.faq,
      showAllLink: {
        href: `${allLists}#faq-heading`,
        text: SITE_CONTENT[language].listWidgets.faqListTitle,
      },
    }),
    teaserSlider({
      listType: 'employees',
      url: EMPLOYEE_LIST,
      size: 8,
      prefilters: { categories: ['wohnbauberater'] },
      title: copy.employees,
      showAllLink: { href: `${allLists}#employees-heading`, text: more.employees },
      showFunction: 'true',
      showMobile: 'false',
    }),
    teaserSlider({
      listType: 'banks',
      url: BRANCH_LIST,
      size: 6,
      prefilters: { bankFilters: ['type:BERATUNGSZENTRUM'] },
      title: copy.banks,
      showAllLink: { href: `${allLists}#banks-heading`, text: more.banks },
    }),
    teaserSlider({
      listType: 'clubBenefits',
      url: CLUB_BENEFITS,
      size: 9,
      prefilters: { categories: ['freizeit-sport'] },
      title: copy.clubBenefits,
      showAllLink: { href: `${allLists}#club-heading`, text: more.clubBenefits },
    }),
  ];
}

/** A Content+ block whose text is a fragment of the CMS host in the page's language. */
export function accountSwitchContentPlus(language: Language): string {
  const copy = SITE_CONTENT[language].listWidgets;
  return widgetElement('lists/content-plus', {
    url: `/${language}/fragments/content-plus-account-switch.html`,
    title: copy.contentPlusTitle,
    buttonLabel: copy.contentPlusButton,
  });
}

/** One automated list of the lists page: its id (also its anchor) and title, and its markup. */
interface PageList {
  id: string;
  title: string;
  markup: string;
}

/**
 * The automated lists of the lists page: news of the last two years (date filter, tags, loads two
 * more pages on scrolling, kept in the URL), upcoming events (both in the page's language where
 * the site has them, see newsAndEventPaths), the FAQ, the product pages, the bank's advisers (as
 * the site settings show them: function and specialisation, no mobile numbers), its job offers (a
 * dropdown per job filter key), the branches of the banking group (the bank filter overlay; the
 * page's own bank first) and the youth club's benefits.
 */
function pageLists(language: Language): PageList[] {
  const copy = SITE_CONTENT[language].listWidgets;
  const more = MORE_LISTS_COPY[language];
  const common = { searchPlaceholder: copy.searchPlaceholder, history: true };
  const paths = newsAndEventPaths(language);
  const list = (config: { id: string; title: string } & Record<string, unknown>): PageList => ({
    id: config.id,
    title: config.title,
    markup: widgetElement('lists/automated-list', { ...common, ...config }, config.id),
  });
  return [
    list({
      id: 'news',
      listType: 'news',
      endpoint: NEWS_SEARCH,
      title: copy.newsListTitle,
      path: paths.news,
      pageSize: 6,
      loadOnScrollCount: 2,
      maxAge: 24,
    }),
    list({
      id: 'events',
      listType: 'events',
      endpoint: EVENT_SEARCH,
      title: copy.eventsListTitle,
      path: paths.events,
      pageSize: 4,
    }),
    list({
      id: 'faq',
      listType: 'faq',
      endpoint: FAQ_LIST,
      title: copy.faqListTitle,
      pageSize: 8,
    }),
    list({
      id: 'pages',
      listType: 'pages',
      endpoint: PAGE_SEARCH,
      title: copy.pagesListTitle,
      pageSize: 5,
    }),
    list({
      id: 'employees',
      listType: 'employees',
      endpoint: EMPLOYEE_LIST,
      title: more.employees,
      pageSize: 6,
      showFunction: 'true',
      showSpecialisation: 'true',
      showMobile: 'false',
    }),
    list({
      id: 'jobs',
      listType: 'jobs',
      endpoint: JOB_SEARCH,
      title: more.jobs,
      pageSize: 5,
      loadOnScrollCount: 1,
    }),
    list({
      id: 'banks',
      listType: 'banks',
      endpoint: BRANCH_LIST,
      filterEndpoint: BRANCH_FILTER,
      title: more.banks,
      pageSize: 6,
      // The visitor's own bank first: the stored branch's site, else the page's (none here).
      mainInstituteReorder: true,
      reloadOnBranchChange: true,
    }),
    list({
      id: 'club',
      listType: 'clubBenefits',
      endpoint: CLUB_BENEFITS,
      title: more.clubBenefits,
      pageSize: 6,
    }),
  ];
}

/** The automated lists of the lists page, in page order. */
export function automatedLists(language: Language): string[] {
  return pageLists(language).map((list) => list.markup);
}

/**
 * The lists page's index: a link to each list's title (the list renders its title with the id
 * `<list id>-heading`), so a visitor can reach a list below the long ones before it.
 */
export function listsPageContents(language: Language): string {
  const links = pageLists(language)
    .map((list) => `<li><a href="#${list.id}-heading">${escapeHtml(list.title)}</a></li>`)
    .join('');
  const label = escapeHtml(MORE_LISTS_COPY[language].contents);
  return `<nav class="cms-section cms-contents" aria-label="${label}"><ul class="cms-copy">${links}</ul></nav>`;
}
