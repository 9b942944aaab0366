import type { WidgetDefinition } from '@ctb/shared';

/** The domain's location search (main and footer variant) widgets, by the name after the slash in `data-widget`. */
export const searchWidgets: Record<string, WidgetDefinition> = {};
