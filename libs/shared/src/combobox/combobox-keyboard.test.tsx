import { act, fireEvent, screen } from '@testing-library/react';
import {
  box,
  optionTexts,
  PLACES,
  placeLoader,
  press,
  renderHarness,
  settle,
  typeText,
} from './testing/combobox-harness';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function withSuggestions(props: Parameters<typeof renderHarness>[0] = {}) {
  const loader = placeLoader();
  renderHarness({ loadSuggestions: loader.load, ...props });
  await typeText('Gra');
  expect(optionTexts()).toEqual(['Graz', 'Gratkorn', 'Gratwein-Straßengel']);
  return loader;
}

const activeOption = () => {
  const id = box().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Combobox keyboard (WAI-ARIA APG combobox, list autocomplete)', () => {
  it('moves through the options with the arrow keys, copying each into the box', async () => {
    const onChangeReason = jest.fn();
    const loader = await withSuggestions({ onChangeReason });
    expect(press('ArrowDown')).toBe(false);
    expect(box()).toHaveValue('Graz');
    expect(activeOption()).toHaveTextContent('Graz');
    expect(screen.getByRole('option', { name: 'Graz' })).toHaveAttribute('aria-selected', 'true');
    press('ArrowDown');
    expect(box()).toHaveValue('Gratkorn');
    expect(screen.getByRole('option', { name: 'Graz' })).toHaveAttribute('aria-selected', 'false');
    press('ArrowUp');
    expect(box()).toHaveValue('Graz');
    expect(onChangeReason).toHaveBeenLastCalledWith('Graz', 'navigate');
    // Copying an option into the box asks for nothing.
    await settle(400);
    expect(loader.queries).toEqual(['Gra']);
    expect(optionTexts()).toHaveLength(3);
  });

  it('restores the typed query when Up goes past the first option', async () => {
    await withSuggestions();
    press('ArrowDown');
    press('ArrowUp');
    expect(box()).toHaveValue('Gra');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(optionTexts()).toHaveLength(3);
    // From the typed text Up goes to the last option, Down past the last back to the text.
    press('ArrowUp');
    expect(box()).toHaveValue('Gratwein-Straßengel');
    press('ArrowDown');
    expect(box()).toHaveValue('Gra');
    press('ArrowDown');
    expect(box()).toHaveValue('Graz');
  });

  it('chooses the active option with Enter: the box holds its text and the list closes', async () => {
    const onSelect = jest.fn();
    const onChangeReason = jest.fn();
    await withSuggestions({ onSelect, onChangeReason });
    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter')).toBe(false);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledWith(PLACES[1]);
    expect(onChangeReason).toHaveBeenLastCalledWith('Gratkorn', 'select');
    expect(box()).toHaveValue('Gratkorn');
    expect(optionTexts()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses an option by click and keeps the focus in the box', async () => {
    const onSelect = jest.fn();
    await withSuggestions({ onSelect });
    act(() => box().focus());
    const option = screen.getByRole('option', { name: 'Gratkorn' });
    expect(fireEvent.mouseDown(option)).toBe(false);
    fireEvent.click(option);
    expect(onSelect).toHaveBeenCalledWith(PLACES[1]);
    expect(box()).toHaveValue('Gratkorn');
    expect(box()).toHaveFocus();
  });

  it('leaves Enter without an active option to the enclosing form', async () => {
    const onSelect = jest.fn();
    await withSuggestions({ onSelect });
    expect(press('Enter')).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
    expect(optionTexts()).toEqual([]);
  });

  it('submits the typed text with Enter when asked to, once the pause is cut short', async () => {
    const onSubmit = jest.fn();
    const loader = placeLoader();
    renderHarness({ loadSuggestions: loader.load, onSubmit });
    fireEvent.change(box(), { target: { value: 'Linz' } });
    expect(press('Enter')).toBe(false);
    expect(onSubmit).toHaveBeenCalledWith('Linz');
    await settle(400);
    expect(loader.queries).toEqual([]);
    expect(optionTexts()).toEqual([]);
  });

  it('hides the suggestions with Escape, keeps the text, and the arrow keys show them again', async () => {
    const onClose = jest.fn();
    await withSuggestions({ onClose });
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    const outside = jest.fn();
    document.addEventListener('keydown', outside);
    act(() => void box().dispatchEvent(escape));
    document.removeEventListener('keydown', outside);
    // Taken: neither the browser (clearing a search field) nor an enclosing dialog gets it.
    expect(escape.defaultPrevented).toBe(true);
    expect(outside).not.toHaveBeenCalled();
    expect(optionTexts()).toEqual([]);
    expect(box()).toHaveValue('Gra');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(onClose).toHaveBeenCalled();
    // Escape with nothing shown is left alone.
    expect(press('Escape')).toBe(true);
    press('ArrowUp');
    expect(box()).toHaveValue('Gratwein-Straßengel');
    expect(optionTexts()).toHaveLength(3);
  });

  it('opens with Alt+Down without making an option active, and closes with Alt+Up', async () => {
    await withSuggestions();
    press('Escape');
    press('ArrowDown', { altKey: true });
    expect(optionTexts()).toHaveLength(3);
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(box()).toHaveValue('Gra');
    press('ArrowUp', { altKey: true });
    expect(optionTexts()).toEqual([]);
  });

  it('leaves Home and End to the text box (caret), not to the list', async () => {
    await withSuggestions();
    press('ArrowDown');
    expect(press('Home')).toBe(true);
    expect(press('End')).toBe(true);
    expect(box()).toHaveValue('Graz');
    expect(activeOption()).toHaveTextContent('Graz');
  });

  it('hides the suggestions 200 ms after the box loses focus', async () => {
    const onClose = jest.fn();
    await withSuggestions({ onClose });
    fireEvent.blur(box());
    await settle(150);
    expect(optionTexts()).toHaveLength(3);
    expect(onClose).not.toHaveBeenCalled();
    await settle(50);
    expect(optionTexts()).toEqual([]);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the suggestions when the focus comes back within 200 ms', async () => {
    await withSuggestions();
    fireEvent.blur(box());
    await settle(100);
    fireEvent.focus(box());
    await settle(300);
    expect(optionTexts()).toHaveLength(3);
  });

  it('takes another blur delay when asked', async () => {
    await withSuggestions({ blurDelayMs: 500 });
    fireEvent.blur(box());
    await settle(400);
    expect(optionTexts()).toHaveLength(3);
    await settle(100);
    expect(optionTexts()).toEqual([]);
  });

  it('never opens after the focus left, even when an answer comes late', async () => {
    let answer: (places: typeof PLACES) => void = () => {};
    const load = jest.fn(() => new Promise<typeof PLACES>((resolve) => (answer = resolve)));
    renderHarness({ loadSuggestions: load });
    act(() => box().focus());
    await typeText('Gra');
    act(() => screen.getByRole('button', { name: 'Leeren' }).focus());
    await settle(300);
    await act(async () => answer(PLACES));
    expect(optionTexts()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Leeren' })).toHaveFocus();
  });
});
