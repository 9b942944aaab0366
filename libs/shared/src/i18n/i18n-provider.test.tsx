import { render, screen } from '@testing-library/react';
import { FormattedMessage, FormattedNumber, useIntl, type IntlShape } from 'react-intl';
import { I18nProvider } from './i18n-provider';
import type { Language } from './languages';
import type { MessageCatalogue } from './message-catalogue';

const appMessages: MessageCatalogue = {
  de: { 'credit.title': 'Kreditrechner', 'credit.amount': 'Kreditbetrag' },
  en: { 'credit.title': 'Credit calculator' },
};

function renderIn(language: Language, ...ids: string[]) {
  return render(
    <I18nProvider language={language} messages={appMessages}>
      {ids.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} values={{ query: 'Graz', count: 3 }} />
        </p>
      ))}
    </I18nProvider>,
  );
}

describe('I18nProvider', () => {
  let warn: jest.SpyInstance;
  let error: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the common messages in German', () => {
    renderIn('de', 'common.technicalError.headline', 'common.technicalError.text', 'common.noData');
    expect(screen.getByText('Leider ist ein technischer Fehler aufgetreten.')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte versuchen Sie es zu einem späteren Zeitpunkt erneut.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Es konnten keine Daten für "Graz" geladen werden'),
    ).toBeInTheDocument();
  });

  it('shows the app messages in the visitor language', () => {
    renderIn('en', 'credit.title', 'common.search.noResults');
    expect(screen.getByText('Credit calculator')).toBeInTheDocument();
    expect(
      screen.getByText('Your search term "Graz" did not return any results.'),
    ).toBeInTheDocument();
  });

  it('falls back to German message by message, quietly', () => {
    renderIn('en', 'credit.amount');
    expect(screen.getByText('Kreditbetrag')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('shows German for the nearly empty French catalogue but French where it exists', () => {
    renderIn('fr', 'common.technicalError.headline', 'common.close');
    expect(screen.getByText('Leider ist ein technischer Fehler aufgetreten.')).toBeInTheDocument();
    expect(screen.getByText('Fermer')).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('pluralises the result count by the rules of the language', () => {
    renderIn('sl', 'common.search.resultCount');
    expect(screen.getByText('3 zadetki')).toBeInTheDocument();
  });

  it.each([
    ['hr', 'Nažalost, došlo je do tehničke pogreške.'],
    ['it', 'Purtroppo si è verificato un errore tecnico.'],
    ['sl', 'Žal je prišlo do tehnične napake.'],
  ] as const)('translates the technical error headline into %s', (language, headline) => {
    renderIn(language, 'common.technicalError.headline');
    expect(screen.getByText(headline)).toBeInTheDocument();
  });

  it('warns once about a message that exists in no language', () => {
    render(
      <I18nProvider language="it">
        <FormattedMessage id="nowhere.to.be.found" />
        <FormattedMessage id="nowhere.to.be.found" />
      </I18nProvider>,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('nowhere.to.be.found');
  });

  describe('on a page of many widget roots', () => {
    const otherMessages: MessageCatalogue = { de: { 'other.title': 'Sparrechner' } };
    const seen: IntlShape[] = [];
    function Root({ language, messages }: { language: Language; messages: MessageCatalogue }) {
      function Capture() {
        seen.push(useIntl());
        return null;
      }
      return (
        <I18nProvider language={language} messages={messages}>
          <Capture />
          <p>
            <FormattedMessage id="credit.title" />
          </p>
        </I18nProvider>
      );
    }
    beforeEach(() => {
      seen.length = 0;
    });

    it('gives the roots of one language and the same messages one react-intl instance', () => {
      render(
        <>
          <Root language="en" messages={appMessages} />
          <Root language="en" messages={appMessages} />
          <Root language="de" messages={appMessages} />
          <Root language="en" messages={otherMessages} />
        </>,
      );
      expect(screen.getAllByText('Credit calculator')).toHaveLength(2);
      expect(screen.getByText('Kreditrechner')).toBeInTheDocument();
      const [first, second, german, other] = seen;
      expect(second).toBe(first);
      expect(german).not.toBe(first);
      expect(german?.locale).toBe('de');
      expect(other).not.toBe(first);
    });

    it('creates a number format once for all the roots that show it', () => {
      const created: (Intl.NumberFormatOptions | undefined)[] = [];
      const RealNumberFormat = Intl.NumberFormat;
      const counting = new Proxy(RealNumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          created.push(args[1]);
          return Reflect.construct(target, args) as object;
        },
      });
      Object.defineProperty(Intl, 'NumberFormat', { configurable: true, value: counting });
      try {
        render(
          <>
            {[appMessages, appMessages, otherMessages].map((messages, index) => (
              <I18nProvider key={index} language="sl" messages={messages}>
                <p>
                  <FormattedNumber value={12.5} style="unit" unit="kilometer" />
                </p>
              </I18nProvider>
            ))}
          </>,
        );
        expect(screen.getAllByText('12,5 km')).toHaveLength(3);
        const kilometres = created.filter((options) => options?.unit === 'kilometer');
        expect(kilometres).toHaveLength(1);
      } finally {
        Object.defineProperty(Intl, 'NumberFormat', {
          configurable: true,
          value: RealNumberFormat,
        });
      }
    });

    it('still falls back to German, and warns once per page about a text missing everywhere', () => {
      render(
        <>
          {[appMessages, appMessages, otherMessages].map((messages, index) => (
            <I18nProvider key={index} language="hr" messages={messages}>
              {messages === appMessages && (
                <p>
                  <FormattedMessage id="credit.amount" />
                </p>
              )}
              <p>
                <FormattedMessage id="nowhere.on.this.page" />
              </p>
            </I18nProvider>
          ))}
        </>,
      );
      expect(screen.getAllByText('Kreditbetrag')).toHaveLength(2);
      expect(screen.getAllByText('nowhere.on.this.page')).toHaveLength(3);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(
        /^\[@ctb\/shared\] i18n \(hr\): .*nowhere\.on\.this\.page/,
      );
      expect(error).not.toHaveBeenCalled();
    });
  });
});
