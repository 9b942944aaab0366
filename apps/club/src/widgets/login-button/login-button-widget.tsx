import { widgetImplementation } from '@ctb/shared/runtime';
import { messages as clubMessages } from '../../common/messages';
import { loginButtonConfigSchema } from './config-schema';
import { LoginButton } from './login-button';
import { messages } from './messages';

/** `club/login-button`: arrives in a chunk of its own when a page holds one. */
export default widgetImplementation({
  component: LoginButton,
  configSchema: loginButtonConfigSchema,
  messages: [clubMessages, messages],
});
