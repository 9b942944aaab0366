import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from '@ctb/shared/runtime';
import type { ListItem } from './api';
import { ListSearch } from './list-search';
import { messages as automatedListMessages } from './messages';
import { renderWithMessages } from './testing/render-with-messages';

const LONG = 'Weltspartag 2026: Aktionen in allen Filialen';
const news = (title: string): ListItem => ({ type: 'news', title });
const ITEMS = [news('Neuigkeit 1'), news('Neuigkeit 2'), news(LONG), news('Sparbuch')];

interface HarnessProps {
  items?: ListItem[];
  loading?: boolean;
  resultsTerm?: string;
}

function Harness({
  items = ITEMS,
  loading = false,
  resultsTerm,
  onSubmit,
}: HarnessProps & { onSubmit: (term: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <ListSearch
        value={value}
        onChange={setValue}
        onSubmit={onSubmit}
        items={items}
        loading={loading}
        resultsTerm={resultsTerm}
      />
      <button type="button">Anderswo</button>
    </>
  );
}

function renderSearch(props: HarnessProps = {}) {
  const onSubmit = jest.fn();
  const view = renderWithMessages(
    <Harness onSubmit={onSubmit} {...props} />,
    automatedListMessages,
  );
  const rerender = (next: HarnessProps) =>
    view.rerender(
      <I18nProvider language="de" messages={automatedListMessages}>
        <Harness onSubmit={onSubmit} {...props} {...next} />
      </I18nProvider>,
    );
  return { onSubmit, rerender };
}

const box = () => screen.getByRole('combobox', { name: 'Suchbegriff' });
const listbox = () => screen.queryByRole('listbox', { name: 'Suchvorschläge' });
const options = () => within(listbox()!).getAllByRole('option');
const liveRegion = (container: HTMLElement = document.body) =>
  container.querySelector('[aria-live="polite"]');

describe('ListSearch suggestions', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const pause = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('is a combobox that offers suggestions from 3 characters, 200 ms after typing stops', async () => {
    renderSearch();
    const typist = user();
    await typist.type(box(), 'Ne');
    await pause(300);
    expect(listbox()).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await typist.type(box(), 'u');
    await pause(150);
    expect(listbox()).not.toBeInTheDocument();
    await pause(60);
    expect(listbox()).toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', listbox()!.id);
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    expect(options().map((option) => option.textContent)).toEqual([
      'Neuigkeit 1Neuigkeit 1',
      'Neuigkeit 2Neuigkeit 2',
    ]);
  });

  it('cuts suggestion names at 25 characters on screen and keeps the whole name as the option name', async () => {
    renderSearch();
    await user().type(box(), 'welt');
    await pause(200);
    const [option] = options();
    expect(option).toHaveAccessibleName(LONG);
    expect(option).toHaveAttribute('title', LONG);
    expect(within(option!).getByText('Weltspartag 2026: Aktione...')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('moves the active option with the arrow keys, copying it into the box, and chooses it with Enter', async () => {
    const { onSubmit } = renderSearch();
    const typist = user();
    await typist.type(box(), 'Neu');
    await pause(200);
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    await typist.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveValue('Neuigkeit 1');
    await typist.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    // Past the last option (as Up past the first) the box holds the typed term again.
    await typist.keyboard('{ArrowDown}');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('Neu');
    await typist.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await typist.keyboard('{ArrowUp}');
    expect(box()).toHaveValue('Neu');
    await typist.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    // Showing a suggestion in the box does not search it.
    await pause(400);
    expect(onSubmit).not.toHaveBeenCalled();
    await typist.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Neuigkeit 2');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(box()).toHaveValue('Neuigkeit 2');
    expect(listbox()).not.toBeInTheDocument();
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('searches the typed term with Enter when no option is active', async () => {
    const { onSubmit } = renderSearch();
    await user().type(box(), 'Neu{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Neu');
  });

  it('closes on Escape without clearing or searching, and the arrow keys open it again', async () => {
    const { onSubmit } = renderSearch();
    const typist = user();
    await typist.type(box(), 'Neu');
    await pause(200);
    await typist.keyboard('{Escape}');
    expect(listbox()).not.toBeInTheDocument();
    expect(box()).toHaveValue('Neu');
    expect(onSubmit).not.toHaveBeenCalled();
    await typist.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
  });

  it('closes 200 ms after focus leaves the search', async () => {
    renderSearch();
    const typist = user();
    await typist.type(box(), 'Neu');
    await pause(200);
    expect(listbox()).toBeInTheDocument();
    await typist.click(screen.getByRole('button', { name: 'Anderswo' }));
    await pause(150);
    expect(listbox()).toBeInTheDocument();
    await pause(50);
    expect(listbox()).not.toBeInTheDocument();
  });

  it('searches the suggestion shown in the box when the search is submitted', async () => {
    const { onSubmit } = renderSearch();
    const typist = user();
    await typist.type(box(), 'Neu');
    await pause(200);
    await typist.keyboard('{ArrowDown}');
    await typist.click(screen.getByRole('button', { name: 'Suchen' }));
    expect(onSubmit).toHaveBeenCalledWith('Neuigkeit 1');
  });

  it('chooses a suggestion by click, keeping focus in the search box', async () => {
    const { onSubmit } = renderSearch();
    const typist = user();
    await typist.type(box(), 'Spar');
    await pause(200);
    await typist.click(screen.getByRole('option', { name: 'Sparbuch' }));
    expect(onSubmit).toHaveBeenCalledWith('Sparbuch');
    expect(box()).toHaveFocus();
  });

  it('says "Keine Vorschläge" when nothing matches, and announces the count politely', async () => {
    renderSearch();
    const typist = user();
    await typist.type(box(), 'Neu');
    await pause(200);
    expect(liveRegion()).toHaveTextContent('2 Vorschläge verfügbar');
    await typist.clear(box());
    await typist.type(box(), 'Sparb');
    await pause(200);
    expect(liveRegion()).toHaveTextContent('1 Vorschlag verfügbar');
    await typist.clear(box());
    await typist.type(box(), 'Zinsen');
    await pause(200);
    expect(listbox()).not.toBeInTheDocument();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(liveRegion()).toHaveTextContent('Keine Vorschläge');
    expect(screen.getAllByText('Keine Vorschläge')).toHaveLength(2);
  });

  it('keeps the suggestions shown while the list reloads for the term', async () => {
    const { rerender } = renderSearch();
    await user().type(box(), 'Neu');
    await pause(200);
    rerender({ items: [], loading: true });
    expect(options()).toHaveLength(2);
    expect(screen.queryByText('Keine Vorschläge')).not.toBeInTheDocument();
    rerender({ items: [news('Neuigkeit 7')], loading: false });
    expect(options().map((option) => option.textContent)).toEqual(['Neuigkeit 7Neuigkeit 7']);
  });

  it('waits for the results of the typed term before saying there are no suggestions', async () => {
    const { rerender } = renderSearch({ resultsTerm: '' });
    await user().type(box(), 'Zinsen');
    await pause(200);
    // The loaded results still answer the previous term: nothing to suggest or deny yet.
    expect(screen.queryByText('Keine Vorschläge')).not.toBeInTheDocument();
    expect(liveRegion()!.textContent).toBe('');
    rerender({ resultsTerm: 'Zinsen', items: [news('Zinsen aktuell')] });
    expect(options().map((option) => option.textContent)).toEqual(['Zinsen aktuellZinsen aktuell']);
    rerender({ resultsTerm: 'Zinsen', items: [] });
    expect(screen.getAllByText('Keine Vorschläge')).toHaveLength(2);
  });

  it('suggests the names of branches, club partners and people too', async () => {
    renderSearch({
      items: [
        { type: 'bank', name: 'Bankstelle Lienz' },
        { type: 'clubBenefit', partner: 'Sport Lienzer' },
        { type: 'employee', firstname: 'Anna', lastname: 'Lienzinger' },
      ],
    });
    await user().type(box(), 'lienz');
    await pause(200);
    expect(
      within(listbox()!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Bankstelle LienzBankstelle Lienz',
      'Sport LienzerSport Lienzer',
      'Anna LienzingerAnna Lienzinger',
    ]);
  });
});
