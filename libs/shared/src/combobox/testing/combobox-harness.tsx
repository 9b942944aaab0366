import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nProvider, type Language } from '../../i18n';
import { Combobox, type ComboboxChangeReason, type ComboboxProps } from '../combobox';

export interface Place {
  id: string;
  name: string;
  region?: string;
}

export const PLACES: Place[] = [
  { id: 'graz', name: 'Graz', region: 'Steiermark' },
  { id: 'gratkorn', name: 'Gratkorn', region: 'Steiermark' },
  { id: 'gratwein', name: 'Gratwein-Straßengel', region: 'Steiermark' },
  { id: 'linz', name: 'Linz', region: 'Oberösterreich' },
];

/** A loader over PLACES that records its queries; `fail` makes the next answers reject. */
export function placeLoader() {
  const loader = {
    queries: [] as string[],
    aborted: [] as string[],
    fail: false,
    load: jest.fn((query: string, signal: AbortSignal) => {
      loader.queries.push(query);
      signal.addEventListener('abort', () => loader.aborted.push(query));
      if (loader.fail) return Promise.reject(new Error('service down'));
      const needle = query.trim().toLowerCase();
      return Promise.resolve(PLACES.filter((place) => place.name.toLowerCase().includes(needle)));
    }),
  };
  return loader;
}

type HarnessProps = Partial<Omit<ComboboxProps<Place>, 'value' | 'onValueChange'>> & {
  onChangeReason?: (value: string, reason: ComboboxChangeReason) => void;
  language?: Language;
};

/** A labelled place box (controlled value) with a button before and after it. */
export function Harness({ onChangeReason, ...props }: Omit<HarnessProps, 'language'>) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Ortssuche" onSubmit={(event) => event.preventDefault()}>
      <Combobox<Place>
        label="Ort"
        itemToString={(place) => place.name}
        itemToKey={(place) => place.id}
        onSelect={() => {}}
        {...props}
        value={value}
        onValueChange={(next, reason) => {
          setValue(next);
          onChangeReason?.(next, reason);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Leeren
      </button>
    </form>
  );
}

export function renderHarness({ language = 'de', ...props }: HarnessProps = {}) {
  return render(
    <I18nProvider language={language}>
      <Harness {...props} />
    </I18nProvider>,
  );
}

export const box = () => screen.getByRole('combobox', { name: 'Ort' });
export const optionTexts = () =>
  screen.queryAllByRole('option').map((option) => option.textContent);
/** The polite live region that says how many suggestions there are. */
export const status = () => box().closest('form')!.querySelector('[aria-live="polite"]')!;

/** Lets the pause run out and the loader's promises settle (fake timers). */
export async function settle(ms = 200) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

export async function typeText(text: string, ms = 200) {
  fireEvent.change(box(), { target: { value: text } });
  await settle(ms);
}

export const press = (key: string, init: Partial<KeyboardEventInit> = {}) =>
  fireEvent.keyDown(box(), { key, ...init });
