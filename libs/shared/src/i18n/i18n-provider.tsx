import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { commonMessages } from './common-messages';
import { createIntlErrorHandler } from './intl-error-handler';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import type { MessageCatalogue } from './message-catalogue';
import { resolveMessages } from './resolve-messages';

export interface I18nProviderProps {
  language: Language;
  /** The app's own catalogue; the common messages are merged in. */
  messages?: MessageCatalogue;
  children?: ReactNode;
}

/** react-intl for one widget root: the common and the app's messages, German as fallback. */
export function I18nProvider({ language, messages, children }: I18nProviderProps) {
  const resolved = useMemo(
    () => resolveMessages(language, messages ? [commonMessages, messages] : [commonMessages]),
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
