import { searchMessages } from './search-messages';

const argumentsOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();

describe('the search widgets’ messages', () => {
  it.each(searchMessages.map((catalogue, index) => [index, catalogue] as const))(
    'catalogue %i translates every German text into en, hr, it and sl with the same arguments',
    (_index, catalogue) => {
      const german = catalogue.de ?? {};
      for (const language of ['en', 'hr', 'it', 'sl'] as const) {
        const translated = catalogue[language] ?? {};
        expect([language, Object.keys(translated).sort()]).toEqual([
          language,
          Object.keys(german).sort(),
        ]);
        for (const [id, text] of Object.entries(translated)) {
          expect([language, id, text.trim() !== '']).toEqual([language, id, true]);
          expect([language, id, argumentsOf(text)]).toEqual([
            language,
            id,
            argumentsOf(german[id] ?? ''),
          ]);
        }
      }
    },
  );

  it('has French texts only for German ids (the rest falls back to German)', () => {
    for (const catalogue of searchMessages) {
      const german = catalogue.de ?? {};
      const french = Object.keys(catalogue.fr ?? {});
      expect(french.length).toBeGreaterThan(0);
      expect(french.filter((id) => !(id in german))).toEqual([]);
    }
  });
});
