import { createDomainApp } from '@ctb/shared';
import { listMessages } from './messages';
import { widgets } from './widget-registry';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'lists',
  widgets,
  messages: listMessages,
});
