import { mapMessages } from './map-messages';
import { searchMessages } from './search-messages';
import { storedMessages } from './stored-messages';

// The names of a text's arguments: "{name}" and "{count, plural, …}" both give their name.
const argumentsOf = (text: string) =>
  [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]).sort();

const catalogues = [...searchMessages, ...mapMessages, ...storedMessages].map(
  (catalogue) => [Object.keys(catalogue.de ?? {})[0], catalogue] as const,
);

describe('the banksearch widgets’ messages', () => {
  it.each(catalogues)(
    '%s and its siblings are translated into en, hr, it and sl with the German arguments',
    (_first, catalogue) => {
      const german = catalogue.de ?? {};
      expect(Object.keys(german).length).toBeGreaterThan(0);
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

  it.each(catalogues)(
    '%s and its siblings are partly in French, only for German ids and with their arguments',
    (_first, catalogue) => {
      const german = catalogue.de ?? {};
      const french = Object.entries(catalogue.fr ?? {});
      expect(french.length).toBeGreaterThan(0);
      for (const [id, text] of french) {
        expect([id, id in german]).toEqual([id, true]);
        expect([id, argumentsOf(text)]).toEqual([id, argumentsOf(german[id] ?? '')]);
      }
    },
  );
});
