import type { Language } from './languages';

/** Messages by language and message id. Missing languages and ids fall back to German. */
export type MessageCatalogue = Partial<Record<Language, Record<string, string>>>;
