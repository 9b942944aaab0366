import { LANGUAGES, type MessageCatalogue } from '@ctb/shared';
import { automatedListMessages } from './widgets/automated-list/messages';
import { bankItemMessages } from './widgets/automated-list/items/bank-item-messages';
import { bankFilterMessages } from './widgets/automated-list/filters/bank-filter-messages';
import { clubBenefitItemMessages } from './widgets/automated-list/items/club-benefit-item-messages';
import { dateRangeMessages } from './widgets/automated-list/filters/date-range-messages';
import { employeeItemMessages } from './widgets/automated-list/items/employee-item-messages';
import { jobItemMessages } from './widgets/automated-list/items/job-item-messages';
import { contentPlusMessages } from './widgets/content-plus/messages';
import { teaserSliderMessages } from './widgets/teaser-slider/messages';

/** Merges per-widget catalogues language by language (later catalogues win on equal ids). */
export function mergeCatalogues(...catalogues: MessageCatalogue[]): MessageCatalogue {
  const merged: MessageCatalogue = {};
  for (const language of LANGUAGES) {
    merged[language] = Object.assign({}, ...catalogues.map((catalogue) => catalogue[language]));
  }
  return merged;
}

/** The lists app's message catalogue: each widget's own messages (common ones come from shared). */
export const listMessages = mergeCatalogues(
  automatedListMessages,
  employeeItemMessages,
  bankItemMessages,
  jobItemMessages,
  clubBenefitItemMessages,
  dateRangeMessages,
  bankFilterMessages,
  contentPlusMessages,
  teaserSliderMessages,
);
