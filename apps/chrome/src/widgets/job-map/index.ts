import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

export const jobMapWidget = defineWidget({
  load: () => import('./job-map-widget'),
  placeholderClassName: placeholder.placeholder,
});
