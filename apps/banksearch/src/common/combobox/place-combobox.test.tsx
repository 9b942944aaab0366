import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWidget } from '../testing/render-widget';
import type { PlacePrediction } from '../services/places-service';
import {
  placeIdOf,
  installMapsStandIn,
  uninstallMapsStandIn,
  type MapsStandIn,
} from '../testing/maps-stand-in';
import { PlaceCombobox } from './place-combobox';

let maps: MapsStandIn;

beforeEach(() => {
  jest.useFakeTimers();
  maps = installMapsStandIn();
});
afterEach(() => {
  jest.useRealTimers();
  uninstallMapsStandIn();
});

function Harness({
  onSelect = () => {},
  enabled = true,
  onError,
}: {
  onSelect?: (prediction: PlacePrediction) => void;
  enabled?: boolean;
  onError?: (error: unknown) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="place">Ort oder PLZ</label>
      <PlaceCombobox
        id="place"
        value={value}
        onValueChange={setValue}
        onSelectPrediction={onSelect}
        predictionsEnabled={enabled}
        onPredictionsError={onError}
      />
      <button type="button">Weiter</button>
      <button type="button" onClick={() => setValue('')}>
        Abbrechen
      </button>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Ort oder PLZ' });
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);
/** The polite live region that says how many predictions there are. */
const liveRegion = () => document.querySelector('[aria-live="polite"]');

/** Lets the debounce run out and the fake's promises settle. */
async function settle(ms = 200) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
  await settle();
}

describe('PlaceCombobox', () => {
  it('is a combobox that controls a listbox, collapsed while empty', () => {
    renderWidget(<Harness />);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveAttribute('aria-autocomplete', 'list');
    const listboxId = box().getAttribute('aria-controls');
    expect(document.getElementById(listboxId ?? '')).toHaveAttribute('role', 'listbox');
  });

  it('shows predictions from 3 characters and announces how many', async () => {
    renderWidget(<Harness />);
    await type('Gra');
    expect(options()).toEqual(['Graz, Österreich', 'Gratkorn, Österreich', 'Gratwein, Österreich']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(liveRegion()).toHaveTextContent('3 Vorschläge verfügbar');
  });

  it('asks nothing for fewer than 3 characters and clears shown predictions', async () => {
    renderWidget(<Harness />);
    await type('Gr');
    expect(maps.predictionRequests).toHaveLength(0);
    await type('Gra');
    expect(options()).toHaveLength(3);
    fireEvent.change(box(), { target: { value: 'Gr' } });
    expect(options()).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('waits 200 ms after the last keystroke before asking', async () => {
    renderWidget(<Harness />);
    fireEvent.change(box(), { target: { value: 'Gra' } });
    await settle(150);
    fireEvent.change(box(), { target: { value: 'Grat' } });
    await settle(150);
    expect(maps.predictionRequests).toHaveLength(0);
    await settle(50);
    expect(maps.predictionRequests.map((request) => request.input)).toEqual(['Grat']);
    expect(options()).toEqual(['Gratkorn, Österreich', 'Gratwein, Österreich']);
  });

  it('moves through predictions with the arrow keys, copying each into the box', async () => {
    renderWidget(<Harness />);
    await type('Gra');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveValue('Graz, Österreich');
    const first = screen.getByRole('option', { name: 'Graz, Österreich' });
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveValue('Gratkorn, Österreich');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box()).toHaveValue('Graz, Österreich');
    expect(maps.predictionRequests).toHaveLength(1);
  });

  it('restores the typed query when moving up past the first prediction', async () => {
    renderWidget(<Harness />);
    await type('Gra');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box()).toHaveValue('Gra');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(options()).toHaveLength(3);
  });

  it('clears the predictions on Escape and keeps the text', async () => {
    renderWidget(<Harness />);
    await type('Gra');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(options()).toEqual([]);
    expect(box()).toHaveValue('Gra');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the predictions 200 ms after the box loses focus', async () => {
    renderWidget(<Harness />);
    await type('Gra');
    fireEvent.blur(box());
    await settle(150);
    expect(options()).toHaveLength(3);
    await settle(50);
    expect(options()).toEqual([]);
  });

  it('keeps the predictions when focus comes back within 200 ms', async () => {
    renderWidget(<Harness />);
    await type('Gra');
    fireEvent.blur(box());
    await settle(100);
    fireEvent.focus(box());
    await settle(200);
    expect(options()).toHaveLength(3);
  });

  it('chooses the active prediction with Enter', async () => {
    const onSelect = jest.fn();
    renderWidget(<Harness onSelect={onSelect} />);
    await type('Gra');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith({
      description: 'Gratkorn, Österreich',
      placeId: placeIdOf('Gratkorn'),
    });
    expect(box()).toHaveValue('Gratkorn, Österreich');
    expect(options()).toEqual([]);
  });

  it('leaves Enter to the form while no prediction is active', async () => {
    const onSelect = jest.fn();
    renderWidget(<Harness onSelect={onSelect} />);
    await type('Gra');
    const enter = fireEvent.keyDown(box(), { key: 'Enter' });
    expect(enter).toBe(true);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('chooses a prediction by click', async () => {
    const onSelect = jest.fn();
    renderWidget(<Harness onSelect={onSelect} />);
    await type('Gra');
    fireEvent.click(screen.getByRole('option', { name: 'Gratwein, Österreich' }));
    expect(onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Gratwein, Österreich' }),
    );
    expect(box()).toHaveValue('Gratwein, Österreich');
  });

  it('drops the predictions when the text is cleared from outside', async () => {
    renderWidget(<Harness />);
    await type('Gra');
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(box()).toHaveValue('');
    expect(options()).toEqual([]);
  });

  it('shows no stale predictions when typing again after the text was cleared', async () => {
    renderWidget(<Harness />);
    await type('Gra');
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    fireEvent.change(box(), { target: { value: 'Gra' } });
    expect(options()).toEqual([]);
    await settle();
    expect(options()).toHaveLength(3);
  });

  it('announces when nothing matches', async () => {
    renderWidget(<Harness />);
    await type('Xyz');
    expect(options()).toEqual([]);
    expect(liveRegion()).toHaveTextContent('Keine Vorschläge');
  });

  it('clears predictions and reports a failing service', async () => {
    const onError = jest.fn();
    renderWidget(<Harness onError={onError} />);
    await type('Gra');
    maps.failWith = 'UNKNOWN_ERROR';
    await type('Grat');
    expect(options()).toEqual([]);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'UNKNOWN_ERROR' }));
  });

  it('asks for no predictions without maps consent', async () => {
    renderWidget(<Harness enabled={false} />);
    await type('Graz');
    expect(maps.predictionRequests).toHaveLength(0);
    expect(box()).toHaveValue('Graz');
  });
});
