import { widgetImplementation } from '@ctb/shared/runtime';
import { lightboxMessages } from '../../common/lightbox';
import { galleryConfigSchema } from './config-schema';
import { Gallery } from './gallery';
import { messages } from './messages';

/** `chrome/gallery`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: Gallery,
  configSchema: galleryConfigSchema,
  messages: [lightboxMessages, messages],
});
