import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { IndexTab } from './config-schema';
import styles from './start-page.module.css';

interface IndexTabsProps {
  tabs: readonly IndexTab[];
  selected: string;
  onSelect(symbol: string): void;
  /** the tab list's name */
  label: string;
  /** the selected tab's panel content */
  children: ReactNode;
}

export const tabLabel = (tab: IndexTab) => tab.label ?? tab.symbol;

/**
 * The index tabs as a WAI-ARIA tab list: one tab stop, the arrow keys (and Home, End) move to
 * and select a tab (automatic activation: the chart shows its loading state at once).
 */
export function IndexTabs({ tabs, selected, onSelect, label, children }: IndexTabsProps) {
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (symbol: string) => `${baseId}-tab-${symbol}`;
  const panelId = (symbol: string) => `${baseId}-panel-${symbol}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((tab) => tab.symbol === selected);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = tabs[targets[event.key] ?? -1];
    if (!target) return;
    event.preventDefault();
    onSelect(target.symbol);
    tabRefs.current.get(target.symbol)?.focus();
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList}>
        {tabs.map((tab) => {
          const active = tab.symbol === selected;
          return (
            <button
              key={tab.symbol}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.symbol, node);
                else tabRefs.current.delete(tab.symbol);
              }}
              type="button"
              role="tab"
              id={tabId(tab.symbol)}
              aria-selected={active}
              aria-controls={panelId(tab.symbol)}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.symbol)}
              onKeyDown={move}
            >
              {tabLabel(tab)}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.symbol}
          role="tabpanel"
          id={panelId(tab.symbol)}
          aria-labelledby={tabId(tab.symbol)}
          hidden={tab.symbol !== selected}
          className={styles.tabPanel}
        >
          {tab.symbol === selected && children}
        </div>
      ))}
    </div>
  );
}
