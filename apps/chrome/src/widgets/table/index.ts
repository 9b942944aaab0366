import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

export const tableWidget = defineWidget({
  load: () => import('./table-widget'),
  placeholderClassName: placeholder.placeholder,
});
