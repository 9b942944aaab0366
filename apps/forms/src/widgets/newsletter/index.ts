import { defineWidget } from '@ctb/shared/runtime';
import placeholder from '../../common/placeholder.module.css';

/** The newsletter sign-up with its topics, honeypot and success or failure panel. */
export const newsletterWidget = defineWidget({
  load: () => import('./newsletter-widget'),
  placeholderClassName: placeholder.compact,
});
