import type { WidgetDefinition } from '@ctb/shared';

/** The domain's branch search (map, sidebar, results, detail) widgets, by the name after the slash in `data-widget`. */
export const mapWidgets: Record<string, WidgetDefinition> = {};
