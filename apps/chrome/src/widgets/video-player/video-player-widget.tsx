import { widgetImplementation } from '@ctb/shared/runtime';
import { videoPlayerConfigSchema } from './config-schema';
import { messages } from './messages';
import { VideoPlayer } from './video-player';

/** `chrome/video-player`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: VideoPlayer,
  configSchema: videoPlayerConfigSchema,
  messages,
});
