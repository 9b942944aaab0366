import { ReactIntlErrorCode, type IntlConfig } from 'react-intl';

type OnError = NonNullable<IntlConfig['onError']>;

/**
 * An onError for IntlProvider that reports each problem once. Messages missing in the visitor's
 * language never get here: resolveMessages already filled them in from German.
 */
export function createIntlErrorHandler(language: string): OnError {
  const reported = new Set<string>();
  return (error) => {
    const key = `${error.code}:${error.message}`;
    if (reported.has(key)) return;
    reported.add(key);
    if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
      console.warn(`[@ctb/shared] i18n (${language}): ${error.message}`);
    } else {
      console.error(`[@ctb/shared] i18n (${language}):`, error);
    }
  };
}
