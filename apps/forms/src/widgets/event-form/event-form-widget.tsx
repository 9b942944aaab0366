import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as fieldMessages } from '../../common/messages';
import { eventFormConfigSchema } from './config-schema';
import { EventForm } from './event-form';
import { messages } from './messages';

/** `forms/event-form`: an event registration with its banners; arrives in a chunk of its own. */
export default widgetImplementation({
  component: EventForm,
  configSchema: eventFormConfigSchema,
  messages: [fieldMessages, messages],
});
