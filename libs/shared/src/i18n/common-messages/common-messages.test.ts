import { createIntl } from 'react-intl';
import { LANGUAGES } from '../languages';
import { commonMessages } from '.';

describe('commonMessages', () => {
  const germanIds = Object.keys(commonMessages.de ?? {}).sort();

  it.each(['en', 'hr', 'it', 'sl'] as const)(
    'translates every common message into %s',
    (language) => {
      expect(Object.keys(commonMessages[language] ?? {}).sort()).toEqual(germanIds);
    },
  );

  it('has no French message that German lacks', () => {
    for (const id of Object.keys(commonMessages.fr ?? {})) expect(germanIds).toContain(id);
  });

  it.each([...LANGUAGES])('has only messages that parse as ICU in %s', (language) => {
    const errors: unknown[] = [];
    const messages = commonMessages[language] ?? {};
    const intl = createIntl({ locale: language, messages, onError: (error) => errors.push(error) });
    for (const id of Object.keys(messages)) intl.formatMessage({ id }, { query: 'Graz', count: 2 });
    expect(errors).toEqual([]);
  });
});
