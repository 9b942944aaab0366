import { useContext } from 'react';
import { IntlContext } from 'react-intl';

/** "Close" in the visitor's language; German when the dialog renders outside an I18nProvider. */
export function useCloseLabel(): string {
  const intl = useContext(IntlContext);
  return intl
    ? intl.formatMessage({ id: 'common.close', defaultMessage: 'Schließen' })
    : 'Schließen';
}
