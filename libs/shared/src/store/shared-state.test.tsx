import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { sharedState } from './shared-state';
import { useSharedState } from './use-shared-state';

describe('sharedState', () => {
  it('takes its first value from initial, once, on the first read', () => {
    const initial = jest.fn(() => 'Graz');
    const city = sharedState(initial);
    expect(initial).not.toHaveBeenCalled();
    expect(city.get()).toBe('Graz');
    expect(city.get()).toBe('Graz');
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers every new value until they unsubscribe', () => {
    const city = sharedState(() => 'Graz');
    const listener = jest.fn();
    const stop = city.subscribe(listener);
    city.set('Wien');
    city.set('Wien');
    stop();
    city.set('Linz');
    expect(listener.mock.calls).toEqual([['Wien']]);
    expect(city.get()).toBe('Linz');
  });

  it('starts again from initial after reset, telling subscribers', () => {
    let source = 'Graz';
    const city = sharedState(() => source);
    const listener = jest.fn();
    const stop = city.subscribe(listener);
    city.set('Wien');
    source = 'Salzburg';
    city.reset();
    expect(city.get()).toBe('Salzburg');
    expect(listener.mock.calls).toEqual([['Wien'], ['Salzburg']]);
    stop();
  });

  it('starts again on every reset, also one right after another while subscribed', () => {
    let source = 'Graz';
    const city = sharedState(() => source);
    const stop = city.subscribe(() => {});
    city.reset();
    source = 'Wien';
    stop();
    city.reset();
    expect(city.get()).toBe('Wien');
  });

  it('keeps separate states apart', () => {
    const first = sharedState(() => 1);
    const second = sharedState(() => 1);
    first.set(2);
    expect(second.get()).toBe(1);
  });
});

describe('useSharedState', () => {
  const counter = sharedState(() => 0);
  beforeEach(() => counter.reset());

  function Counter({ label }: { label: string }) {
    const count = useSharedState(counter);
    return (
      <button type="button" onClick={() => counter.set(count + 1)}>
        {label}: {count}
      </button>
    );
  }

  it('shows the value of now on the first render', () => {
    counter.set(5);
    const firstRenders: number[] = [];
    function FirstRender() {
      const count = useSharedState(counter);
      useState(() => firstRenders.push(count));
      return null;
    }
    render(<FirstRender />);
    expect(firstRenders).toEqual([5]);
  });

  it('re-renders on changes made outside React', () => {
    render(<Counter label="Zähler" />);
    act(() => counter.set(3));
    expect(screen.getByRole('button', { name: 'Zähler: 3' })).toBeInTheDocument();
  });

  it('keeps components under different jotai Providers (different apps) in step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Provider store={createStore()}>
          <Counter label="Erste App" />
        </Provider>
        <Provider store={createStore()}>
          <Counter label="Zweite App" />
        </Provider>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Erste App: 0' }));
    expect(screen.getByRole('button', { name: 'Zweite App: 1' })).toBeInTheDocument();
  });
});
