import { defineWidget, type WidgetDefinition } from '@ctb/shared';
import { automatedListConfigSchema } from './widgets/automated-list/config-schema';
import { LazyAutomatedList } from './widgets/automated-list/lazy-automated-list';
import { contentPlusConfigSchema } from './widgets/content-plus/config-schema';
import { ContentPlus } from './widgets/content-plus/content-plus';
import { teaserSliderConfigSchema } from './widgets/teaser-slider/config-schema';
import { LazyTeaserSlider } from './widgets/teaser-slider/lazy-teaser-slider';

/**
 * The widgets of this domain, by the name after the slash in `data-widget`. A page element naming
 * a widget missing here is reported as unknown.
 */
export const widgets: Record<string, WidgetDefinition> = {
  'automated-list': defineWidget({
    component: LazyAutomatedList,
    configSchema: automatedListConfigSchema,
  }),
  'content-plus': defineWidget({ component: ContentPlus, configSchema: contentPlusConfigSchema }),
  'teaser-slider': defineWidget({
    component: LazyTeaserSlider,
    configSchema: teaserSliderConfigSchema,
  }),
};
