import { widgetImplementation } from '@ctb/shared/runtime';
import { languageSelectConfigSchema } from './config-schema';
import { LanguageSelect } from './language-select';
import { messages } from './messages';

export default widgetImplementation({
  component: LanguageSelect,
  configSchema: languageSelectConfigSchema,
  messages,
});
