import { widgetImplementation } from '@ctb/shared/runtime';
import { stageSliderConfigSchema } from './config-schema';
import { messages } from './messages';
import { StageSlider } from './stage-slider';

/** `chrome/stage-slider`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: StageSlider,
  configSchema: stageSliderConfigSchema,
  messages,
});
