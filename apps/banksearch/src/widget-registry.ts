import type { WidgetDefinition } from '@ctb/shared';
import { withOverlayHost } from './common/bank-search-overlay/with-overlay-host';
import { mapWidgets } from './widgets/registry-map';
import { searchWidgets } from './widgets/registry-search';
import { storedWidgets } from './widgets/registry-stored';

/** The widgets of this domain, by the name after the slash in `data-widget`. */
export const widgets: Record<string, WidgetDefinition> = Object.fromEntries(
  Object.entries({ ...searchWidgets, ...mapWidgets, ...storedWidgets }).map(([name, widget]) => [
    name,
    withOverlayHost(widget),
  ]),
);
