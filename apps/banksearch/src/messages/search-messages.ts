import type { MessageCatalogue } from '@ctb/shared';
import { overlayMessages } from '../common/bank-search-overlay/messages';
import { comboboxMessages } from '../common/combobox/messages';
import { searchErrorMessages } from '../common/search-panel/search-error-messages';
import { searchPanelMessages } from '../common/search-panel/messages';
import { locationSearchMessages } from '../common/location-search/messages';

/** Messages of the domain's search widgets (merge each widget's own catalogue in here). */
export const searchMessages: MessageCatalogue[] = [
  comboboxMessages,
  searchErrorMessages,
  searchPanelMessages,
  locationSearchMessages,
  overlayMessages,
];
