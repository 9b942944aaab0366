import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SymbolList as SymbolListData, TopFlop } from './api';
import styles from './start-page.module.css';
import { SymbolList } from './symbol-list';

type HeadingLevel = 2 | 3 | 4;
const below = (level: HeadingLevel) => (level + 1) as 3 | 4 | 5;

interface TopFlopListsProps {
  indexLabel: string;
  topFlop: TopFlop | undefined;
  failed: boolean;
  headingLevel: HeadingLevel;
}

/** The best and worst members of the chosen index, side by side. */
export function TopFlopLists({ indexLabel, topFlop, failed, headingLevel }: TopFlopListsProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const text = (id: string) => intl.formatMessage({ id }, { index: indexLabel });
  const error = failed ? text('market.startPage.topFlopError') : undefined;
  return (
    <section className={`${styles.card} ${styles.topFlop}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.cardHeading}>
        {text('market.startPage.topFlop')}
      </Heading>
      {error !== undefined ? (
        <p className={styles.listMessage}>{error}</p>
      ) : (
        <div className={styles.topFlopLists}>
          <SymbolList
            heading={text('market.startPage.top')}
            headingLevel={below(headingLevel)}
            symbols={topFlop?.top}
            emptyText={text('market.startPage.topFlopEmpty')}
          />
          <SymbolList
            heading={text('market.startPage.flop')}
            headingLevel={below(headingLevel)}
            symbols={topFlop?.flop}
            emptyText={text('market.startPage.topFlopEmpty')}
          />
        </div>
      )}
    </section>
  );
}

interface SymbolListsProps {
  lists: SymbolListData[] | undefined;
  failed: boolean;
  headingLevel: HeadingLevel;
}

/** The bank's symbol lists (names from the service), or their one error message. */
export function SymbolLists({ lists, failed, headingLevel }: SymbolListsProps) {
  const intl = useIntl();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const text = (id: string) => intl.formatMessage({ id });
  return (
    <section className={`${styles.card} ${styles.symbolLists}`} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.cardHeading}>
        {text('market.startPage.symbolLists')}
      </Heading>
      {failed ? (
        <p className={styles.listMessage}>{text('market.startPage.symbolsError')}</p>
      ) : lists === undefined ? (
        // While loading: the space of three lists, so nothing moves when they arrive.
        <div className={styles.symbolListGrid} aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.listPlaceholder} />
          ))}
        </div>
      ) : (
        <div className={styles.symbolListGrid}>
          {lists.map((list) => (
            <SymbolList
              key={list.name}
              heading={list.name}
              headingLevel={below(headingLevel)}
              symbols={list.symbols}
              emptyText={text('market.startPage.symbolsEmpty')}
            />
          ))}
        </div>
      )}
    </section>
  );
}
