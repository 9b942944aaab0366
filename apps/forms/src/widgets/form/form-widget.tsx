import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as fieldMessages } from '../../common/messages';
import { formConfigSchema } from './config-schema';
import { FormWidget } from './form-widget-view';
import { messages } from './messages';

/** `forms/form`: a form from its definition; arrives in a chunk of its own. */
export default widgetImplementation({
  component: FormWidget,
  configSchema: formConfigSchema,
  messages: [fieldMessages, messages],
});
