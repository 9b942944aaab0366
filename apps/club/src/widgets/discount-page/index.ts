import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

/** The club discount page (overview and detail): its code loads only on the club page. */
export const discountPageWidget = defineWidget({
  load: () => import('./discount-page-widget'),
  placeholderClassName: placeholder.page,
});
