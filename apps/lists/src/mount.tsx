// The lists app's single public entry: single-spa lifecycles for the shell.
import { createDomainApp } from '@ctb/shared/runtime';
import { automatedListWidget } from './widgets/automated-list';
import { contentPlusWidget } from './widgets/content-plus';
import { teaserSliderWidget } from './widgets/teaser-slider';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'lists',
  widgets: {
    'automated-list': automatedListWidget,
    'content-plus': contentPlusWidget,
    'teaser-slider': teaserSliderWidget,
  },
});
