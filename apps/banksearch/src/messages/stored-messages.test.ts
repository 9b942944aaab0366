import { storedMessages } from './stored-messages';

describe('the stored-branch widgets’ messages', () => {
  it.each(storedMessages.map((catalogue) => [Object.keys(catalogue.de ?? {})[0], catalogue]))(
    '%s and its siblings are translated into en, hr, it and sl, partly into fr',
    (_first, catalogue) => {
      const german = Object.keys(catalogue.de ?? {}).sort();
      expect(german.length).toBeGreaterThan(0);
      for (const language of ['en', 'hr', 'it', 'sl'] as const) {
        const translated = catalogue[language] ?? {};
        expect([language, Object.keys(translated).sort()]).toEqual([language, german]);
        for (const text of Object.values(translated)) expect(text.trim()).not.toBe('');
      }
      const french = Object.keys(catalogue.fr ?? {});
      expect(french.length).toBeGreaterThan(0);
      expect(french.every((id) => german.includes(id))).toBe(true);
    },
  );

  it('keeps the placeholders of the German texts in every translation', () => {
    for (const catalogue of storedMessages) {
      for (const [id, text] of Object.entries(catalogue.de ?? {})) {
        const placeholders = text.match(/\{\w+\}/g) ?? [];
        for (const language of ['en', 'fr', 'hr', 'it', 'sl'] as const) {
          const translated = catalogue[language]?.[id];
          if (translated === undefined) continue;
          expect([id, language, translated.match(/\{\w+\}/g) ?? []]).toEqual([
            id,
            language,
            placeholders,
          ]);
        }
      }
    }
  });
});
