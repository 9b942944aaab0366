import type { Language } from '../../common/config/app-names';
import { widgetBlock } from '../../rendering/sections';
import { contentPlusAccountSwitchFragment } from './fragments/content-plus-account-switch';
import {
  accountSwitchContentPlus,
  automatedLists,
  eventsTeaserSlider,
  listsPageContents,
  moreTeaserSliders,
  newsTeaserSlider,
} from './list-widgets';

/** The sections of /<lang>/lists.html: the lists widgets with a realistic configuration. */
export function listsPage(language: Language): string[] {
  return [
    listsPageContents(language),
    ...automatedLists(language).map(widgetBlock),
    widgetBlock(eventsTeaserSlider(language)),
    ...moreTeaserSliders(language).map(widgetBlock),
    widgetBlock(accountSwitchContentPlus(language)),
  ];
}

/** The latest news, as the start page shows them. */
export const startPageNewsSlider = (language: Language): string =>
  widgetBlock(newsTeaserSlider(language));

export const LISTS_FRAGMENTS = { 'content-plus-account-switch': contentPlusAccountSwitchFragment };
