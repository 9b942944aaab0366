import { defineWidget } from '@ctb/shared/runtime';
import placeholder from '../../common/placeholder.module.css';

/** A form from its JSON definition: steps, fields, conditions, uploads, appointments. */
export const formWidget = defineWidget({
  load: () => import('./form-widget'),
  placeholderClassName: placeholder.form,
});
