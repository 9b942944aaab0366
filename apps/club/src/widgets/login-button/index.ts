import { defineWidget } from '@ctb/shared/runtime';

/** The club login button (also placed in the header): its code loads only where it is used. */
export const loginButtonWidget = defineWidget({
  load: () => import('./login-button-widget'),
  // Part of the page frame (the header): it loads at once.
  eager: true,
});
