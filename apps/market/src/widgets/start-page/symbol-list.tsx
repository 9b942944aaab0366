import { safeHref } from '@ctb/shared/runtime';
import { ChangeValue } from '../../common/change-value';
import { LIST_LENGTH, type ListedSymbol } from './api';
import styles from './start-page.module.css';

interface SymbolListProps {
  heading: string;
  headingLevel: 3 | 4 | 5;
  symbols: readonly ListedSymbol[] | undefined;
  /** shown instead of the items when the list failed (SPEC: its own error flag) */
  error?: string;
  /** shown when the list answered with no items */
  emptyText: string;
}

/** One list of up to six symbols: name (a link to its page) and change in percent. */
export function SymbolList({ heading, headingLevel, symbols, error, emptyText }: SymbolListProps) {
  const Heading = `h${headingLevel}` as const;
  const shown = symbols?.slice(0, LIST_LENGTH);
  return (
    <section className={styles.list}>
      <Heading className={styles.listHeading}>{heading}</Heading>
      {error !== undefined ? (
        <p className={styles.listMessage}>{error}</p>
      ) : shown === undefined ? (
        <ul className={styles.items} aria-hidden="true">
          {Array.from({ length: LIST_LENGTH }, (_, index) => (
            <li key={index} className={`${styles.item} ${styles.itemPlaceholder}`} />
          ))}
        </ul>
      ) : shown.length === 0 ? (
        <p className={styles.listMessage}>{emptyText}</p>
      ) : (
        <ul className={styles.items}>
          {shown.map((symbol) => {
            const href = safeHref(symbol.url, { source: 'market/start-page symbol url' });
            return (
              <li key={`${symbol.name}|${symbol.url}`} className={styles.item}>
                {/* One line each, so a refresh never moves the list: long names are cut with
                    an ellipsis on screen and stay whole as text and as the hover title. */}
                {href ? (
                  <a className={styles.itemName} href={href} title={symbol.name}>
                    {symbol.name}
                  </a>
                ) : (
                  <span className={styles.itemName} title={symbol.name}>
                    {symbol.name}
                  </span>
                )}
                <ChangeValue value={symbol.changePercent} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
