import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
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

function withCommonMessages(messages: MessageCatalogues = NO_MESSAGES): MessageCatalogue[] {
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
 * Renders inside a Suspense boundary when catalogues may load a language on demand.
 */
export function I18nProvider({ language, messages, children }: I18nProviderProps) {
  const flat = withCommonMessages(messages);
  // Suspends while the page language's texts load (the build keeps only German in a widget's
  // chunk); the widget runtime loads them before the first render, so this waits rarely.
  const available = cataloguesIn(flat, language);
  const catalogues = available instanceof Promise ? use(available) : available;
  const resolved = useMemo(() => resolveMessages(language, catalogues), [language, catalogues]);
  const onError = useMemo(() => createIntlErrorHandler(language), [language]);
  return (
    <IntlProvider
      locale={language}
      defaultLocale={DEFAULT_LANGUAGE}
      messages={resolved}
      onError={onError}
    >
      {children}
    </IntlProvider>
  );
}
