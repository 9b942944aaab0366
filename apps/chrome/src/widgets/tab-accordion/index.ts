import { defineWidget } from '@ctb/shared/runtime';
import placeholder from './placeholder.module.css';

export const tabAccordionWidget = defineWidget({
  load: () => import('./tab-accordion-widget'),
  placeholderClassName: placeholder.placeholder,
});
