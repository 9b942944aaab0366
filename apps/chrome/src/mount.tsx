import { createDomainApp } from '@ctb/shared';
import { widgets } from './widget-registry';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'chrome',
  widgets,
  messages: {},
});
