import { defineWidget, type WidgetDefinition } from '@ctb/shared';
import { branchSearchConfigSchema } from './branch-search/config-schema';
import { LazyBranchSearchWidget } from './branch-search/lazy-branch-search-widget';

/** The domain's branch search (map, sidebar, results, detail) widgets, by the name after the slash in `data-widget`. */
export const mapWidgets: Record<string, WidgetDefinition> = {
  'branch-search': defineWidget({
    component: LazyBranchSearchWidget,
    configSchema: branchSearchConfigSchema,
  }),
};
