import { use, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { commonMessages } from './common-messages';
import { createIntlErrorHandler } from './intl-error-handler';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { cataloguesIn } from './languages-on-demand';
import {
  flattenCatalogues,
  type MessageCatalogue,
  type MessageCatalogues,
} from './message-catalogue';
import { resolveMessages } from './resolve-messages';

// One flat list per catalogues given (kept while a first render suspends, as `use` needs).
const flatLists = new WeakMap<object, MessageCatalogue[]>();
const NO_MESSAGES: readonly MessageCatalogues[] = [];

// The page's formatters (Intl.NumberFormat, DateTimeFormat, PluralRules, the texts' message
// formats), created on first use and shared by every widget root; their keys name the language.
const formatterCache = createIntlCache();
// One report-once error handler per language for the page: a text missing in every language is
// warned about once, however many widget roots show it.
const errorHandlers = new Map<Language, ReturnType<typeof createIntlErrorHandler>>();
// One react-intl instance per language and set of catalogues: the widget roots of one widget (or
// of widgets with the same messages) share it instead of creating one each.
const intls = new WeakMap<readonly MessageCatalogue[], Map<Language, IntlShape>>();

function errorHandlerFor(language: Language) {
  let handler = errorHandlers.get(language);
  if (!handler) {
    handler = createIntlErrorHandler(language);
    errorHandlers.set(language, handler);
  }
  return handler;
}

function intlFor(language: Language, catalogues: readonly MessageCatalogue[]): IntlShape {
  let byLanguage = intls.get(catalogues);
  if (!byLanguage) {
    byLanguage = new Map();
    intls.set(catalogues, byLanguage);
  }
  let intl = byLanguage.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: DEFAULT_LANGUAGE,
        messages: resolveMessages(language, catalogues),
        onError: errorHandlerFor(language),
      },
      formatterCache,
    );
    byLanguage.set(language, intl);
  }
  return intl;
}

/** The common messages, then the widget's, as one flat list (the same list for the same messages). */
export function withCommonMessages(messages: MessageCatalogues = NO_MESSAGES): MessageCatalogue[] {
  let flat = flatLists.get(messages);
  if (!flat) {
    flat = flattenCatalogues([commonMessages, messages]);
    flatLists.set(messages, flat);
  }
  return flat;
}

export interface I18nProviderProps {
  language: Language;
  /** The widget's catalogues (one or a nested list); the common messages are merged in first. */
  messages?: MessageCatalogues;
  children?: ReactNode;
}

/**
 * react-intl for one widget root: the common and the widget's messages, German as fallback.
 * Renders inside a Suspense boundary when catalogues may load a language on demand. Roots with
 * the same language and catalogues share one react-intl instance, all roots one formatter cache.
 */
export function I18nProvider({ language, messages, children }: I18nProviderProps) {
  const flat = withCommonMessages(messages);
  // Suspends while the page language's texts load (the build keeps only German in a widget's
  // chunk); the widget runtime loads them before the first render, so this waits rarely.
  const available = cataloguesIn(flat, language);
  const catalogues = available instanceof Promise ? use(available) : available;
  return <RawIntlProvider value={intlFor(language, catalogues)}>{children}</RawIntlProvider>;
}
