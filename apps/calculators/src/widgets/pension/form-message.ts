// Validation runs outside React, so it reports message ids with their values, encoded in the
// issue's message string; the form translates them when it shows them.
import { useIntl } from 'react-intl';

type MessageValues = Record<string, string | number>;

const SEPARATOR = '::';

export function formMessage(id: string, values?: MessageValues): string {
  return values ? `${id}${SEPARATOR}${JSON.stringify(values)}` : id;
}

/** Translates an encoded validation message; undefined stays undefined. */
export function useFormMessage() {
  const intl = useIntl();
  return (encoded: string | undefined): string | undefined => {
    if (!encoded) return undefined;
    const at = encoded.indexOf(SEPARATOR);
    if (at === -1) return intl.formatMessage({ id: encoded });
    const values = JSON.parse(encoded.slice(at + SEPARATOR.length)) as MessageValues;
    return intl.formatMessage({ id: encoded.slice(0, at) }, values);
  };
}
