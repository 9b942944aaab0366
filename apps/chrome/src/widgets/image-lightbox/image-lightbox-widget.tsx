import { widgetImplementation } from '@ctb/shared/runtime';
import { lightboxMessages } from '../../common/lightbox';
import { imageLightboxConfigSchema } from './config-schema';
import { ImageLightboxView } from './image-lightbox-view';
import { messages } from './messages';

/** `chrome/image-lightbox`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: ImageLightboxView,
  configSchema: imageLightboxConfigSchema,
  messages: [lightboxMessages, messages],
});
