// The market app's single public entry: single-spa lifecycles for the shell.
import { createDomainApp } from '@ctb/shared/runtime';
import { indexChartWidget } from './widgets/index-chart';
import { startPageWidget } from './widgets/start-page';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'market',
  widgets: { 'start-page': startPageWidget, 'index-chart': indexChartWidget },
});
