import * as v from 'valibot';

/** `data-config` of `chrome/language-select`: nothing to set; names come from the CMS's links. */
export const languageSelectConfigSchema = v.object({});
export type LanguageSelectConfig = v.InferOutput<typeof languageSelectConfigSchema>;
