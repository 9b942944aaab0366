import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
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
});
