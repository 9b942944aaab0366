import type { MessageCatalogue } from '@ctb/shared';
import { previewMessages } from '../common/preview/messages';
import { bankSearchFieldMessages } from '../widgets/bank-search-field/messages';
import { bankTeaserMessages } from '../widgets/bank-teaser/messages';
import { locationTooltipMessages } from '../widgets/location-tooltip/messages';
import { openingHoursMessages } from '../widgets/opening-hours/messages';
import { redirectPopoverMessages } from '../widgets/redirect-popover/messages';
import { regionalContentMessages } from '../widgets/regional-content/messages';

/** Messages of the domain's stored widgets (merge each widget's own catalogue in here). */
export const storedMessages: MessageCatalogue[] = [
  previewMessages,
  locationTooltipMessages,
  bankSearchFieldMessages,
  openingHoursMessages,
  regionalContentMessages,
  bankTeaserMessages,
  redirectPopoverMessages,
];
