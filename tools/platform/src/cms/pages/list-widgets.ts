import type { Language } from '../../config/app-names';
import { SITE_CONTENT } from '../content';
import { widgetElement } from './widget-markup';

/** Paths of the list services on the CMS host (docs/contracts.md, "List services"). */
const NEWS_SEARCH = '/cachableservlets/search/news.json';
const EVENT_SEARCH = '/cachableservlets/search/events.json';

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
