import type { InferOutput } from '@ctb/shared/validation';
import { configObject } from '../../common/config-check';

/** `data-config` of `chrome/language-select`: nothing to set; names come from the CMS's links. */
export const languageSelectConfigSchema = configObject({});
export type LanguageSelectConfig = InferOutput<typeof languageSelectConfigSchema>;
