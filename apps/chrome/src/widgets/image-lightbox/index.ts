import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

export const imageLightboxWidget = defineWidget({
  load: () => import('./image-lightbox-widget'),
  placeholderClassName: placeholder.placeholder,
});
