import { defineWidget, type WidgetDefinition } from '@ctb/shared';
import { locationSearchConfigSchema } from './location-search/config-schema';
import { LocationSearchWidget } from './location-search/location-search-section';

/** The domain's location search (main and footer variant) widgets, by the name after the slash in `data-widget`. */
export const searchWidgets: Record<string, WidgetDefinition> = {
  'location-search': defineWidget({
    component: LocationSearchWidget,
    configSchema: locationSearchConfigSchema,
  }),
};
