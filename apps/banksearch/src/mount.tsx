// The banksearch app's single public entry: single-spa lifecycles for the shell.
import { createDomainApp } from '@ctb/shared/runtime';
import { OverlayHost } from './common/bank-search-overlay/overlay-host';
import { bankSearchFieldWidget } from './widgets/bank-search-field';
import { bankTeaserWidget } from './widgets/bank-teaser';
import { branchSearchWidget } from './widgets/branch-search';
import { locationSearchWidget } from './widgets/location-search';
import { locationTooltipWidget } from './widgets/location-tooltip';
import { openingHoursWidget } from './widgets/opening-hours';
import { redirectPopoverWidget } from './widgets/redirect-popover';
import { regionalContentWidget } from './widgets/regional-content';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'banksearch',
  widgets: {
    'bank-search-field': bankSearchFieldWidget,
    'bank-teaser': bankTeaserWidget,
    'branch-search': branchSearchWidget,
    'location-search': locationSearchWidget,
    'location-tooltip': locationTooltipWidget,
    'opening-hours': openingHoursWidget,
    'redirect-popover': redirectPopoverWidget,
    'regional-content': regionalContentWidget,
  },
  // Any widget of the domain may open the bank search overlay; the first one on the page hosts it.
  wrapper: OverlayHost,
});
