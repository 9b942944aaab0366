import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

/** The automated list with its item layouts and filter controls: its code loads only on pages that hold one. */
export const automatedListWidget = defineWidget({
  load: () => import('./automated-list-widget'),
  placeholderClassName: placeholder.placeholder,
});
