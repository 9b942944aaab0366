import { LANGUAGES, type MessageCatalogue } from '@ctb/shared';
import { mapMessages } from './map-messages';
import { searchMessages } from './search-messages';
import { storedMessages } from './stored-messages';

function mergeCatalogues(catalogues: MessageCatalogue[]): MessageCatalogue {
  const merged: MessageCatalogue = {};
  for (const language of LANGUAGES) {
    merged[language] = Object.assign({}, ...catalogues.map((catalogue) => catalogue[language]));
  }
  return merged;
}

/** The banksearch app's message catalogue (common messages come from @ctb/shared). */
export const banksearchMessages = mergeCatalogues([
  ...searchMessages,
  ...mapMessages,
  ...storedMessages,
]);
