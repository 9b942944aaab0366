import { createDomainApp } from '@ctb/shared';
import { banksearchMessages } from './messages';
import { widgets } from './widget-registry';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'banksearch',
  widgets,
  messages: banksearchMessages,
});
