import { useState } from 'react';

/** The chosen index tab, for the rest of the visit (SPEC: remembered for the session). */
export const SELECTED_INDEX_KEY = 'ctb.market.selectedIndex';

function readRemembered(): string | null {
  try {
    return window.sessionStorage.getItem(SELECTED_INDEX_KEY);
  } catch {
    // Storage blocked (private mode, settings): the first tab it is.
    return null;
  }
}

/** The selected index symbol: the remembered one when this page offers it, else the first. */
export function useRememberedIndex(symbols: readonly string[]): [string, (symbol: string) => void] {
  const [selected, setSelected] = useState(() => {
    const remembered = readRemembered();
    return remembered && symbols.includes(remembered) ? remembered : (symbols[0] ?? '');
  });
  const select = (symbol: string) => {
    setSelected(symbol);
    try {
      window.sessionStorage.setItem(SELECTED_INDEX_KEY, symbol);
    } catch {
      // Not remembered, but the tab still changes.
    }
  };
  return [symbols.includes(selected) ? selected : (symbols[0] ?? ''), select];
}
