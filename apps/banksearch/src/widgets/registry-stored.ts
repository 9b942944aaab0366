import { defineWidget, type WidgetDefinition } from '@ctb/shared';
import { BankSearchField } from './bank-search-field/bank-search-field';
import { BankTeaser } from './bank-teaser/bank-teaser';
import { bankTeaserConfigSchema } from './bank-teaser/config-schema';
import { bankSearchFieldConfigSchema } from './bank-search-field/config-schema';
import { locationTooltipConfigSchema } from './location-tooltip/config-schema';
import { LocationTooltip } from './location-tooltip/location-tooltip';
import { openingHoursConfigSchema } from './opening-hours/config-schema';
import { OpeningHours } from './opening-hours/opening-hours';
import { redirectPopoverConfigSchema } from './redirect-popover/config-schema';
import { RedirectPopover } from './redirect-popover/redirect-popover';
import { regionalContentConfigSchema } from './regional-content/config-schema';
import { RegionalContent } from './regional-content/regional-content';

/** The domain's stored-branch widgets (teaser, tooltip, field, opening hours, regional content, redirect popover) widgets, by the name after the slash in `data-widget`. */
export const storedWidgets: Record<string, WidgetDefinition> = {
  'bank-teaser': defineWidget({ component: BankTeaser, configSchema: bankTeaserConfigSchema }),
  'location-tooltip': defineWidget({
    component: LocationTooltip,
    configSchema: locationTooltipConfigSchema,
  }),
  'bank-search-field': defineWidget({
    component: BankSearchField,
    configSchema: bankSearchFieldConfigSchema,
  }),
  'opening-hours': defineWidget({
    component: OpeningHours,
    configSchema: openingHoursConfigSchema,
  }),
  'regional-content': defineWidget({
    component: RegionalContent,
    configSchema: regionalContentConfigSchema,
  }),
  'redirect-popover': defineWidget({
    component: RedirectPopover,
    configSchema: redirectPopoverConfigSchema,
  }),
};
