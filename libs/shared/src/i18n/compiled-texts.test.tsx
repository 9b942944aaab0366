// Runs only in the "compiled texts" jest project (jest.config.cjs), which is the browser's case:
// the texts compiled by the build's messages loader, react-intl without its ICU parser. Proves
// that formatting.test.tsx there really reads compiled texts with no parser to fall back on.
import { createIntl } from 'react-intl';
import { commonMessages } from './common-messages';
import { messages } from './testing/messages';

describe('the texts as the browser gets them', () => {
  it('are ICU syntax trees, the shared common messages too', () => {
    expect(messages.de['test.greeting']).toEqual([
      { type: 0, value: 'Hallo ' },
      { type: 1, value: 'name' },
      { type: 0, value: '!' },
    ]);
    expect(Array.isArray(messages.sl['test.instalments'])).toBe(true);
    expect(Array.isArray(commonMessages.it?.['common.close'])).toBe(true);
  });

  it('format without an ICU parser, which a text left as written would need', () => {
    const errors: Error[] = [];
    const intl = createIntl({
      locale: 'de',
      messages: { ...messages.de, written: 'Hallo {name}!' },
      onError: (error) => errors.push(error),
    });
    expect(intl.formatMessage({ id: 'test.greeting' }, { name: 'Ana' })).toBe('Hallo Ana!');
    expect(errors).toEqual([]);
    expect(intl.formatMessage({ id: 'written' }, { name: 'Ana' })).toBe('Hallo {name}!');
    expect(errors.map((error) => String(error.cause ?? error))).toEqual([
      expect.stringContaining('uncompiled message with react-intl without parser'),
    ]);
  });
});
