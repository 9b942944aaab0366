import { widgetImplementation } from '@ctb/shared/runtime';
import { messages } from '../../common/messages';
import { formOverlayConfigSchema } from './config-schema';
import { FormOverlayLinks } from './form-overlay-links';

/** `forms/form-overlay`: arrives in a chunk of its own. */
export default widgetImplementation({
  component: FormOverlayLinks,
  configSchema: formOverlayConfigSchema,
  messages,
});
