import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

export const videoPlayerWidget = defineWidget({
  load: () => import('./video-player-widget'),
  placeholderClassName: placeholder.placeholder,
});
