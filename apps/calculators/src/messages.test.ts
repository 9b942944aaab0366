import { LANGUAGES } from '@ctb/shared';
import { calculatorMessages } from './messages';

const german = calculatorMessages.de ?? {};

describe('the calculators message catalogue', () => {
  it.each(['en', 'hr', 'it', 'sl'] as const)(
    'translates every German message into %s',
    (language) => {
      const translated = calculatorMessages[language] ?? {};
      expect(Object.keys(translated).sort()).toEqual(Object.keys(german).sort());
      for (const [id, text] of Object.entries(translated)) {
        expect([id, text.trim()]).not.toEqual([id, '']);
      }
    },
  );

  it('has only a partial French translation that falls back to German', () => {
    const french = Object.keys(calculatorMessages.fr ?? {});
    expect(french.length).toBeGreaterThan(0);
    expect(french.length).toBeLessThan(Object.keys(german).length);
    expect(french.every((id) => id in german)).toBe(true);
  });

  it('covers every page language', () => {
    expect(Object.keys(calculatorMessages).sort()).toEqual([...LANGUAGES].sort());
  });
});
