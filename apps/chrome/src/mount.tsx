// The chrome app's single public entry: single-spa lifecycles for the shell. Each widget is listed
// here by its name after the slash in `data-widget` (see docs/adding-a-widget.md).
import { createDomainApp } from '@ctb/shared';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'chrome',
  widgets: {},
});
