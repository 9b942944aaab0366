import type { WidgetDefinition } from '@ctb/shared';

/** The domain's stored-branch widgets (teaser, tooltip, field, opening hours, regional content, redirect popover) widgets, by the name after the slash in `data-widget`. */
export const storedWidgets: Record<string, WidgetDefinition> = {};
