import { defineWidget } from '@ctb/shared';
import placeholder from './placeholder.module.css';

export const tabAccordionWidget = defineWidget({
  load: () => import('./tab-accordion-widget'),
  placeholderClassName: placeholder.placeholder,
});
