import { contentPlusMessages } from './messages';

const german = contentPlusMessages.de ?? {};

describe('the content-plus messages', () => {
  it.each(['en', 'hr', 'it', 'sl'] as const)('translates every German text into %s', (language) => {
    const translated = contentPlusMessages[language] ?? {};
    expect(Object.keys(translated).sort()).toEqual(Object.keys(german).sort());
    for (const [id, text] of Object.entries(translated)) {
      expect([id, text.trim()]).not.toEqual([id, '']);
    }
  });

  it('has a partial French translation that falls back to German for the rest', () => {
    const french = Object.keys(contentPlusMessages.fr ?? {});
    expect(french.length).toBeGreaterThan(0);
    expect(french.length).toBeLessThan(Object.keys(german).length);
    expect(french.every((id) => id in german)).toBe(true);
  });
});
