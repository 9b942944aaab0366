import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

/** Content+ (more content behind a toggle): its code loads only on pages that hold one. */
export const contentPlusWidget = defineWidget({
  load: () => import('./content-plus-widget'),
  placeholderClassName: placeholder.placeholder,
});
