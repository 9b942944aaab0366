// What a visitor reads in each of the six languages: values, plurals, select, numbers and dates,
// German where a language lacks a text, the id (and one warning) for a text no language has.
// Runs twice (jest.config.cjs): on the texts as written with react-intl's ICU parser ("web"), and
// on the texts compiled by the build's messages loader with the parser removed, as in the browser
// ("compiled texts"): the same expectations hold for both.
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { I18nProvider } from './i18n-provider';
import { LANGUAGES, type Language } from './languages';
import { LANGUAGES_ON_DEMAND } from './languages-on-demand';
import type { MessageCatalogue } from './message-catalogue';
import { messages } from './testing/messages';

const IDS = [
  'test.greeting',
  'test.instalments',
  'test.amount',
  'test.rate',
  'test.start',
  'test.kind',
  'test.germanOnly',
  'common.search.resultCount',
];
const VALUES = {
  name: 'Ana',
  count: 3,
  amount: 1234.5,
  rate: 0.04,
  start: new Date(2026, 2, 1),
  kind: 'fixed',
};
const NBSP = '\u00a0';
const NNBSP = '\u202f';

const EXPECTED: Record<Language, string[]> = {
  de: [
    'Hallo Ana!',
    '3 Raten',
    `Betrag: 1.234,50${NBSP}€`,
    `Zinssatz 4${NBSP}%`,
    'Beginn am 1. März 2026',
    'fester Zinssatz',
    'Nur auf Deutsch',
    '3 Ergebnisse',
  ],
  en: [
    'Hello Ana!',
    '3 instalments',
    'Amount: €1,234.50',
    'Interest rate 4%',
    'Starts on March 1, 2026',
    'fixed rate',
    'Nur auf Deutsch',
    '3 results',
  ],
  fr: [
    'Bonjour Ana !',
    '3 Raten',
    `Montant : 1${NNBSP}234,50${NBSP}€`,
    `Zinssatz 4${NBSP}%`,
    'Beginn am 1 mars 2026',
    'fester Zinssatz',
    'Nur auf Deutsch',
    '3 Ergebnisse',
  ],
  hr: [
    'Bok Ana!',
    '3 rate',
    `Iznos: 1.234,50${NBSP}€`,
    `Kamatna stopa 4${NBSP}%`,
    'Početak 1. ožujka 2026.',
    'fiksna stopa',
    'Nur auf Deutsch',
    '3 rezultata',
  ],
  it: [
    'Ciao Ana!',
    '3 rate',
    `Importo: 1234,50${NBSP}€`,
    'Tasso 4%',
    'Inizio il 1 marzo 2026',
    'tasso fisso',
    'Nur auf Deutsch',
    '3 risultati',
  ],
  sl: [
    'Živjo Ana!',
    '3 obroki',
    `Znesek: 1234,50${NBSP}€`,
    `Obrestna mera 4${NBSP}%`,
    'Začetek 1. marec 2026',
    'fiksna obrestna mera',
    'Nur auf Deutsch',
    '3 zadetki',
  ],
};

function Texts({ ids, values = VALUES }: { ids: string[]; values?: Record<string, unknown> }) {
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <FormattedMessage id={id} values={values as Record<string, string>} />
        </li>
      ))}
    </ul>
  );
}

const shown = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('texts in the six languages', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([...LANGUAGES])(
    'show values, plurals, numbers, dates and selects in %s, German where a text is missing',
    (language) => {
      render(
        <I18nProvider language={language} messages={messages}>
          <Texts ids={IDS} />
        </I18nProvider>,
      );
      expect(shown()).toEqual(EXPECTED[language]);
      expect(warn).not.toHaveBeenCalled();
      expect(error).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['de', [1, 2, 5], ['1 Rate', '2 Raten', '5 Raten']],
    ['en', [1, 2, 5], ['1 instalment', '2 instalments', '5 instalments']],
    ['hr', [1, 3, 5, 21], ['1 rata', '3 rate', '5 rata', '21 rata']],
    ['it', [1, 2], ['1 rata', '2 rate']],
    ['sl', [1, 2, 3, 5, 101], ['1 obrok', '2 obroka', '3 obroki', '5 obrokov', '101 obrok']],
  ] as const)('pluralise by the rules of %s', (language, counts, expected) => {
    render(
      <I18nProvider language={language} messages={messages}>
        {counts.map((count) => (
          <Texts key={count} ids={['test.instalments']} values={{ count }} />
        ))}
      </I18nProvider>,
    );
    expect(shown()).toEqual(expected);
  });

  it('choose the other case of a select for any other value', () => {
    render(
      <I18nProvider language="it" messages={messages}>
        <Texts ids={['test.kind']} values={{ kind: 'floating' }} />
      </I18nProvider>,
    );
    expect(shown()).toEqual(['tasso variabile']);
  });

  it('arrive on demand as the build ships them, German inside the widget', async () => {
    const catalogue = {
      de: messages.de,
      [LANGUAGES_ON_DEMAND]: { sl: async () => ({ default: messages.sl }) },
    } as MessageCatalogue;
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <I18nProvider language="sl" messages={catalogue}>
            <Texts ids={IDS} />
          </I18nProvider>
        </Suspense>,
      );
    });
    expect(await screen.findByText('Živjo Ana!')).toBeInTheDocument();
    expect(shown()).toEqual(EXPECTED.sl);
  });

  it('show the id of a text no language has, with one warning naming it', () => {
    render(
      <I18nProvider language="hr" messages={messages}>
        <Texts ids={['test.greeting', 'test.nowhere']} />
        <Texts ids={['test.nowhere']} />
      </I18nProvider>,
    );
    expect(shown()).toEqual(['Bok Ana!', 'test.nowhere', 'test.nowhere']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^\[@ctb\/shared\] i18n \(hr\): .*"test\.nowhere"/);
    expect(error).not.toHaveBeenCalled();
  });
});
