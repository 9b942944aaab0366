import { fireEvent, screen, within } from '@testing-library/react';
import {
  box,
  optionTexts,
  placeLoader,
  renderHarness,
  settle,
  status,
  typeText,
} from './testing/combobox-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Combobox suggestions', () => {
  it('is a labelled combobox controlling a named listbox, collapsed while empty', () => {
    renderHarness({ loadSuggestions: placeLoader().load });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(box()).toHaveAttribute('autocomplete', 'off');
    const listbox = document.getElementById(box().getAttribute('aria-controls') ?? '');
    expect(listbox).toHaveAttribute('role', 'listbox');
    expect(listbox).toHaveAttribute('aria-label', 'Vorschläge');
    expect(status()).toHaveTextContent('');
  });

  it('asks from 3 characters, 200 ms after the last keystroke, and announces the count', async () => {
    const loader = placeLoader();
    renderHarness({ loadSuggestions: loader.load });
    await typeText('Gr', 400);
    expect(loader.queries).toEqual([]);
    fireEvent.change(box(), { target: { value: 'Gra' } });
    await settle(150);
    fireEvent.change(box(), { target: { value: 'Grat' } });
    await settle(150);
    expect(loader.queries).toEqual([]);
    await settle(50);
    expect(loader.queries).toEqual(['Grat']);
    expect(optionTexts()).toEqual(['Gratkorn', 'Gratwein-Straßengel']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(status()).toHaveTextContent('2 Vorschläge verfügbar');
    await typeText('Linz');
    expect(status()).toHaveTextContent('1 Vorschlag verfügbar');
  });

  it('takes another minimum length and pause when asked', async () => {
    const loader = placeLoader();
    renderHarness({ loadSuggestions: loader.load, minLength: 2, debounceMs: 500 });
    await typeText('Gr', 400);
    expect(loader.queries).toEqual([]);
    await settle(100);
    expect(loader.queries).toEqual(['Gr']);
  });

  it('drops the suggestions at once when the text gets too short, and shows no stale ones', async () => {
    const onClose = jest.fn();
    const loader = placeLoader();
    renderHarness({ loadSuggestions: loader.load, onClose });
    await typeText('Gra');
    fireEvent.change(box(), { target: { value: 'Gr' } });
    expect(optionTexts()).toEqual([]);
    expect(onClose).toHaveBeenCalled();
    fireEvent.change(box(), { target: { value: 'Gra' } });
    expect(optionTexts()).toEqual([]);
    await settle();
    expect(optionTexts()).toHaveLength(3);
  });

  it('drops the suggestions when the text is cleared from outside', async () => {
    renderHarness({ loadSuggestions: placeLoader().load });
    await typeText('Gra');
    fireEvent.click(screen.getByRole('button', { name: 'Leeren' }));
    expect(box()).toHaveValue('');
    expect(optionTexts()).toEqual([]);
    fireEvent.change(box(), { target: { value: 'Lin' } });
    expect(optionTexts()).toEqual([]);
    await settle();
    expect(optionTexts()).toEqual(['Linz']);
  });

  it('keeps the shown suggestions while the next ones load; the latest query wins', async () => {
    const loader = placeLoader();
    renderHarness({ loadSuggestions: loader.load });
    await typeText('Gra');
    fireEvent.change(box(), { target: { value: 'Grat' } });
    await settle(100);
    expect(optionTexts()).toHaveLength(3);
    fireEvent.change(box(), { target: { value: 'Gratw' } });
    await settle();
    expect(optionTexts()).toEqual(['Gratwein-Straßengel']);
    expect(loader.queries).toEqual(['Gra', 'Gratw']);
  });

  it('aborts a request whose answer is no longer wanted', async () => {
    const load = jest.fn((_query: string, signal: AbortSignal) => {
      return new Promise<never>((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    });
    const onSuggestionsError = jest.fn();
    renderHarness({ loadSuggestions: load, onSuggestionsError });
    await typeText('Gra');
    const [, signal] = load.mock.calls[0]!;
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    await typeText('Gratk');
    expect(signal.aborted).toBe(true);
    expect(onSuggestionsError).not.toHaveBeenCalled();
  });

  it('shows and announces "Keine Vorschläge" when nothing matches', async () => {
    renderHarness({ loadSuggestions: placeLoader().load });
    await typeText('Xyz');
    expect(optionTexts()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText('Keine Vorschläge')).toHaveLength(2);
    expect(status()).toHaveTextContent('Keine Vorschläge');
  });

  it('says the caller’s text when nothing matches', async () => {
    renderHarness({ loadSuggestions: placeLoader().load, noResultsText: 'Kein Ort gefunden' });
    await typeText('Xyz');
    expect(screen.getAllByText('Kein Ort gefunden')).toHaveLength(2);
  });

  it('empties the suggestions on a failure and hands the error to the caller', async () => {
    const loader = placeLoader();
    const onSuggestionsError = jest.fn();
    renderHarness({ loadSuggestions: loader.load, onSuggestionsError });
    await typeText('Gra');
    loader.fail = true;
    await typeText('Grat');
    expect(optionTexts()).toEqual([]);
    expect(screen.queryByText('Keine Vorschläge')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('');
    expect(onSuggestionsError).toHaveBeenCalledWith(new Error('service down'));
  });

  it('is a plain text box without a source of suggestions', async () => {
    const onChangeReason = jest.fn();
    renderHarness({ onChangeReason });
    await typeText('Graz');
    expect(box()).toHaveValue('Graz');
    expect(onChangeReason).toHaveBeenCalledWith('Graz', 'input');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(status()).toHaveTextContent('');
  });

  it('cuts long option texts on screen and keeps the whole text as their name', async () => {
    renderHarness({ loadSuggestions: placeLoader().load, truncateAt: 10 });
    await typeText('Grat');
    const option = screen.getByRole('option', { name: 'Gratwein-Straßengel' });
    expect(option).toHaveAttribute('title', 'Gratwein-Straßengel');
    expect(within(option).getByText('Gratwein-S...')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('option', { name: 'Gratkorn' })).not.toHaveAttribute('title');
  });

  it('shows a subtitle or the caller’s own rendering of an option', async () => {
    const { unmount } = renderHarness({
      loadSuggestions: placeLoader().load,
      optionSubtitle: (place) => place.region,
    });
    await typeText('Linz');
    expect(screen.getByRole('option')).toHaveTextContent('LinzOberösterreich');
    unmount();
    renderHarness({
      loadSuggestions: placeLoader().load,
      renderOption: (place, { active }) => `${place.name}${active ? ' (aktiv)' : ''}`,
    });
    await typeText('Linz');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(screen.getByRole('option')).toHaveTextContent('Linz (aktiv)');
  });

  it('speaks the page language', async () => {
    renderHarness({ loadSuggestions: placeLoader().load, language: 'en' });
    await typeText('Gra');
    expect(status()).toHaveTextContent('3 suggestions available');
    expect(screen.getByRole('listbox')).toHaveAccessibleName('Suggestions');
    await typeText('Xyz');
    expect(status()).toHaveTextContent('No suggestions');
  });
});
