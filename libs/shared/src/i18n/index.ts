export { commonMessages, type CommonMessageId } from './common-messages';
export { I18nProvider, type I18nProviderProps } from './i18n-provider';
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';
export type { MessageCatalogue, MessageCatalogues } from './message-catalogue';
