import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { commonMessages } from './common-messages';
import { createIntlErrorHandler } from './intl-error-handler';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { flattenCatalogues, type MessageCatalogues } from './message-catalogue';
import { resolveMessages } from './resolve-messages';

export interface I18nProviderProps {
  language: Language;
  /** The widget's catalogues (one or a nested list); the common messages are merged in first. */
  messages?: MessageCatalogues;
  children?: ReactNode;
}

/** react-intl for one widget root: the common and the widget's messages, German as fallback. */
export function I18nProvider({ language, messages, children }: I18nProviderProps) {
  const resolved = useMemo(
    () => resolveMessages(language, flattenCatalogues([commonMessages, messages ?? []])),
    [language, messages],
  );
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
