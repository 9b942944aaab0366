import { defineWidget } from '@ctb/shared/runtime';
import placeholder from '../../common/placeholder.module.css';

/** An event registration: invitation, response status, open status, places and the form. */
export const eventFormWidget = defineWidget({
  load: () => import('./event-form-widget'),
  placeholderClassName: placeholder.form,
});
