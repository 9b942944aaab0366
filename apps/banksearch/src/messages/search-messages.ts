import type { MessageCatalogue } from '@ctb/shared';
import { overlayMessages } from '../bank-search-overlay/overlay-messages';
import { comboboxMessages } from '../combobox/combobox-messages';
import { searchErrorMessages } from '../search-panel/search-error-messages';
import { searchPanelMessages } from '../search-panel/search-panel-messages';
import { locationSearchMessages } from '../widgets/location-search/location-search-messages';

/** Messages of the domain's search widgets (merge each widget's own catalogue in here). */
export const searchMessages: MessageCatalogue[] = [
  comboboxMessages,
  searchErrorMessages,
  searchPanelMessages,
  locationSearchMessages,
  overlayMessages,
];
