import type { Language } from '../../config/app-names';
import { SITE_CONTENT } from '../content';
import { widgetElement } from './widget-markup';

/** Paths of the list services on the CMS host (docs/contracts.md, "List services"). */
const NEWS_SEARCH = '/cachableservlets/search/news.json';
const EVENT_SEARCH = '/cachableservlets/search/events.json';
const FAQ_LIST = '/cachableservlets/lists/faq.json';
const PAGE_SEARCH = '/cachableservlets/search/pages.json';

/** The latest news as a teaser slider, as the start page shows them. */
export function newsTeaserSlider(language: Language): string {
  const copy = SITE_CONTENT[language].listWidgets;
  return widgetElement('lists/teaser-slider', {
    listType: 'news',
    url: NEWS_SEARCH,
    size: 9,
    prefilters: { maxAge: 12 },
    title: copy.newsTitle,
    showAllLink: { href: `/${language}/lists.html`, text: copy.showAllNews },
  });
}

/** Upcoming events as a teaser slider. */
export function eventsTeaserSlider(language: Language): string {
  const copy = SITE_CONTENT[language].listWidgets;
  return widgetElement('lists/teaser-slider', {
    listType: 'events',
    url: EVENT_SEARCH,
    size: 6,
    title: copy.eventsTitle,
    showAllLink: { href: `/${language}/lists.html`, text: copy.showAllEvents },
  });
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

/**
 * The automated lists of the lists page: news of the last two years (date filter, tags, loads two
 * more pages on scrolling, kept in the URL), upcoming events, the FAQ and the product pages.
 */
export function automatedLists(language: Language): string[] {
  const copy = SITE_CONTENT[language].listWidgets;
  const common = { searchPlaceholder: copy.searchPlaceholder, history: true };
  return [
    widgetElement('lists/automated-list', {
      ...common,
      id: 'news',
      listType: 'news',
      endpoint: NEWS_SEARCH,
      title: copy.newsListTitle,
      pageSize: 6,
      loadOnScrollCount: 2,
      maxAge: 24,
    }),
    widgetElement('lists/automated-list', {
      ...common,
      id: 'events',
      listType: 'events',
      endpoint: EVENT_SEARCH,
      title: copy.eventsListTitle,
      pageSize: 4,
    }),
    widgetElement('lists/automated-list', {
      ...common,
      id: 'faq',
      listType: 'faq',
      endpoint: FAQ_LIST,
      title: copy.faqListTitle,
      pageSize: 8,
    }),
    widgetElement('lists/automated-list', {
      ...common,
      id: 'pages',
      listType: 'pages',
      endpoint: PAGE_SEARCH,
      title: copy.pagesListTitle,
      pageSize: 5,
    }),
  ];
}
