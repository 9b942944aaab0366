import { LANGUAGES, type MessageCatalogue } from '@ctb/shared';
import { componentMessages } from './common/messages';
import { creditMessages } from './widgets/credit/messages';
import { pensionMessages } from './widgets/pension/messages';
import { savingsMessages } from './widgets/savings/messages';

/** The app's message catalogue: the shared field texts plus each widget's own. */
export function mergeCatalogues(...catalogues: MessageCatalogue[]): MessageCatalogue {
  const merged: MessageCatalogue = {};
  for (const language of LANGUAGES) {
    merged[language] = Object.assign({}, ...catalogues.map((catalogue) => catalogue[language]));
  }
  return merged;
}

export const calculatorMessages = mergeCatalogues(
  componentMessages,
  creditMessages,
  savingsMessages,
  pensionMessages,
);
