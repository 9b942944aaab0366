import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as listsMessages } from '../../common/messages';
import { teaserSliderConfigSchema } from './config-schema';
import { TeaserSlider } from './teaser-slider';
import { messages } from './messages';

/** `lists/teaser-slider`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: TeaserSlider,
  configSchema: teaserSliderConfigSchema,
  messages: [listsMessages, messages],
});
