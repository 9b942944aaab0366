import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

export const galleryWidget = defineWidget({
  load: () => import('./gallery-widget'),
  placeholderClassName: placeholder.placeholder,
});
