import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as commonMessages } from '../../common/messages';
import { contactCtaConfigSchema } from './config-schema';
import { ContactCta } from './contact-cta';
import { messages } from './messages';

/** `forms/contact-cta`: arrives in a chunk of its own. */
export default widgetImplementation({
  component: ContactCta,
  configSchema: contactCtaConfigSchema,
  messages: [commonMessages, messages],
});
