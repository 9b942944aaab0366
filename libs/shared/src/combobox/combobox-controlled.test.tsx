import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nProvider } from '../i18n';
import { Combobox } from './combobox';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const NAMES = ['Sparbuch', 'Sparplan', 'Sparkasse'];

/** The caller keeps the suggestions: it hears the query and answers when it likes. */
function Search({ onQuery }: { onQuery: (query: string) => void }) {
  const [value, setValue] = useState('');
  const [answer, setAnswer] = useState<string[] | undefined>(undefined);
  return (
    <I18nProvider language="de">
      <Combobox<string>
        aria-label="Suchbegriff"
        type="search"
        value={value}
        onValueChange={(next) => setValue(next)}
        itemToString={(name) => name}
        onSelect={() => {}}
        suggestions={answer}
        onQueryChange={onQuery}
        listLabel="Suchvorschläge"
      />
      <button type="button" onClick={() => setAnswer(NAMES)}>
        Antworten
      </button>
      <button type="button" onClick={() => setAnswer([])}>
        Nichts
      </button>
    </I18nProvider>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Suchbegriff' });
const pause = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('Combobox with suggestions kept by the caller', () => {
  it('passes on the typed text after the pause and shows what the caller answers', async () => {
    const onQuery = jest.fn();
    render(<Search onQuery={onQuery} />);
    fireEvent.change(box(), { target: { value: 'Spa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Antworten' }));
    // Nothing before the pause: the answer may still be for an older query.
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await pause(200);
    expect(onQuery).toHaveBeenLastCalledWith('Spa');
    expect(screen.getByRole('listbox', { name: 'Suchvorschläge' })).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(box()).toHaveAttribute('type', 'search');
  });

  it('passes on short text at once and shows nothing for it', async () => {
    const onQuery = jest.fn();
    render(<Search onQuery={onQuery} />);
    fireEvent.click(screen.getByRole('button', { name: 'Antworten' }));
    fireEvent.change(box(), { target: { value: 'Sp' } });
    expect(onQuery).toHaveBeenLastCalledWith('Sp');
    await pause(300);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('says nothing until the caller has an answer, then "Keine Vorschläge" for an empty one', async () => {
    render(<Search onQuery={() => {}} />);
    fireEvent.change(box(), { target: { value: 'Zinsen' } });
    await pause(200);
    expect(screen.queryByText('Keine Vorschläge')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nichts' }));
    expect(screen.getAllByText('Keine Vorschläge')).toHaveLength(2);
  });
});
