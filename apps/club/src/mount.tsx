// The club app's single public entry: single-spa lifecycles for the shell.
import { createDomainApp } from '@ctb/shared/runtime';
import { discountPageWidget } from './widgets/discount-page';
import { loginButtonWidget } from './widgets/login-button';

export const { bootstrap, mount, unmount } = createDomainApp({
  domain: 'club',
  widgets: { 'discount-page': discountPageWidget, 'login-button': loginButtonWidget },
});
