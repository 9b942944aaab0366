import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { useState } from 'react';
import { branchStore } from './branch-store';
import { graz, wien } from './testing/branch-fixtures';
import { useStoredBranch } from './use-stored-branch';

function BranchLabel() {
  const [branch, { store, clear }] = useStoredBranch();
  return (
    <div>
      <p>{branch ? `${branch.name}, ${branch.address.city}` : 'Keine Filiale gespeichert'}</p>
      <button onClick={() => store(wien)}>Wien speichern</button>
      <button onClick={clear}>Zuordnung löschen</button>
    </div>
  );
}

describe('useStoredBranch', () => {
  beforeEach(() => {
    localStorage.clear();
    branchStore.clear();
  });

  it('shows the branch stored before the widget mounted on the first render', () => {
    branchStore.store(graz);
    render(<BranchLabel />);
    expect(screen.getByText('Filiale Graz Hauptplatz, Graz')).toBeInTheDocument();
  });

  it('mounted again after the branch changed while nothing showed it, renders the new one first', () => {
    const firstRenders: (string | null)[] = [];
    function FirstRender() {
      const [branch] = useStoredBranch();
      // A state's initialiser runs on the first render only.
      useState(() => firstRenders.push(branch?.name ?? null));
      return null;
    }
    const store = createStore();
    const { unmount } = render(
      <Provider store={store}>
        <FirstRender />
      </Provider>,
    );
    unmount();
    act(() => branchStore.store(graz));
    render(
      <Provider store={store}>
        <FirstRender />
      </Provider>,
    );
    expect(firstRenders).toEqual([null, 'Filiale Graz Hauptplatz']);
  });

  it('stores and clears the branch', async () => {
    const user = userEvent.setup();
    render(<BranchLabel />);

    await user.click(screen.getByRole('button', { name: 'Wien speichern' }));
    expect(screen.getByText('Filiale Wien Stephansplatz, Wien')).toBeInTheDocument();
    expect(branchStore.get()).toEqual(wien);

    await user.click(screen.getByRole('button', { name: 'Zuordnung löschen' }));
    expect(screen.getByText('Keine Filiale gespeichert')).toBeInTheDocument();
  });

  it('keeps widgets of different apps, each with its own jotai store, in step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Provider store={createStore()}>
          <section aria-label="banksearch">
            <BranchLabel />
          </section>
        </Provider>
        <Provider store={createStore()}>
          <section aria-label="chrome">
            <BranchLabel />
          </section>
        </Provider>
      </>,
    );

    await user.click(screen.getAllByRole('button', { name: 'Wien speichern' })[0]!);
    expect(screen.getAllByText('Filiale Wien Stephansplatz, Wien')).toHaveLength(2);
  });

  it('follows a change made in another tab', () => {
    render(<BranchLabel />);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'ctb.usersBranch', newValue: JSON.stringify(graz) }),
      );
    });
    expect(screen.getByText('Filiale Graz Hauptplatz, Graz')).toBeInTheDocument();
  });

  it('keeps working in memory, with one warning, when storage is blocked', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    const user = userEvent.setup();
    render(<BranchLabel />);

    await user.click(screen.getByRole('button', { name: 'Wien speichern' }));
    expect(screen.getByText('Filiale Wien Stephansplatz, Wien')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zuordnung löschen' }));
    expect(screen.getByText('Keine Filiale gespeichert')).toBeInTheDocument();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not save the stored branch \(SecurityError/);
    jest.restoreAllMocks();
  });
});
