import type { WidgetDefinition } from '@ctb/shared';

/**
 * The widgets of this domain, by the name after the slash in `data-widget`. Empty until the
 * domain's own issue builds them: a page element naming one of them is reported as unknown.
 */
export const widgets: Record<string, WidgetDefinition> = {};
