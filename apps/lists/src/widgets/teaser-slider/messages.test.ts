import { teaserSliderMessages } from './messages';

const german = teaserSliderMessages.de ?? {};

describe('the teaser-slider messages', () => {
  it.each(['en', 'hr', 'it', 'sl'] as const)('translates every German text into %s', (language) => {
    const translated = teaserSliderMessages[language] ?? {};
    expect(Object.keys(translated).sort()).toEqual(Object.keys(german).sort());
    for (const [id, text] of Object.entries(translated)) {
      expect([id, text.trim()]).not.toEqual([id, '']);
    }
  });

  it('has a partial French translation that falls back to German for the rest', () => {
    const french = Object.keys(teaserSliderMessages.fr ?? {});
    expect(french.length).toBeGreaterThan(0);
    expect(french.length).toBeLessThan(Object.keys(german).length);
    expect(french.every((id) => id in german)).toBe(true);
  });
});
