import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { WidgetProps } from '@ctb/shared/runtime';
import type { ChartInterval } from '../../common/bank-config';
import { isTrading, useIndexChart } from '../../common/index-chart/api';
import { IndexChartPanel } from '../../common/index-chart/index-chart-panel';
import { useLanguage } from '../../common/use-market-formats';
import { useMinuteClock } from '../../common/use-minute-clock';
import { AllFailedPanel } from './all-failed-panel';
import { useSymbolLists, useTopFlop } from './api';
import type { StartPageConfig } from './config-schema';
import { IndexTabs, tabLabel } from './index-tabs';
import { IntervalPicker } from './interval-picker';
import { SymbolLists, TopFlopLists } from './market-lists';
import styles from './start-page.module.css';
import { SymbolSearch } from './symbol-search';
import { useRememberedIndex } from './use-remembered-index';

/**
 * The market-data start page: the symbol search, index tabs with the chart, top/flop of the chosen index and the
 * bank's symbol lists. Each of the three feeds has its own error flag; when all three failed,
 * one general error panel stands in their place (SPEC).
 */
export function StartPage({ config }: WidgetProps<StartPageConfig>) {
  const intl = useIntl();
  const language = useLanguage();
  const now = useMinuteClock();
  const indicesHeadingId = useId();
  const [selected, select] = useRememberedIndex(config.indices.map((tab) => tab.symbol));
  const [interval, chooseInterval] = useState<ChartInterval>(config.intervals[0] ?? 'intraday');
  const tab = config.indices.find((entry) => entry.symbol === selected) ?? config.indices[0];
  const bank = { blz: config.blz, bstnr: config.bstnr };
  const chart = useIndexChart({ chartUrl: config.chartUrl, ...bank, index: selected, interval });
  const live = isTrading(chart.data, now);
  const topFlop = useTopFlop(config.topFlopUrl, bank, selected, live);
  const lists = useSymbolLists(config.symbolsUrl, bank, language, live);

  const failed = (feed: { error: unknown; data: unknown }) =>
    feed.error !== undefined && feed.data === undefined;
  const chartFailed = failed(chart);
  const topFlopFailed = failed(topFlop);
  const listsFailed = failed(lists);
  const level = config.headingLevel;
  const Heading = `h${level}` as const;
  const label = tab ? tabLabel(tab) : selected;

  const retry = () => {
    void chart.mutate();
    void topFlop.mutate();
    void lists.mutate();
  };

  return (
    <div className={styles.startPage}>
      <SymbolSearch
        request={{ searchUrl: config.searchUrl, ...bank }}
        headingLevel={config.headingLevel}
      />
      {chartFailed && topFlopFailed && listsFailed ? (
        <AllFailedPanel
          onRetry={retry}
          retrying={chart.isValidating || topFlop.isValidating || lists.isValidating}
        />
      ) : (
        <div className={styles.marketGrid}>
          <section
            className={`${styles.card} ${styles.indices}`}
            aria-labelledby={indicesHeadingId}
          >
            <Heading id={indicesHeadingId} className={styles.cardHeading}>
              {intl.formatMessage({ id: 'market.startPage.indices' })}
            </Heading>
            <IndexTabs
              tabs={config.indices}
              selected={selected}
              onSelect={select}
              label={intl.formatMessage({ id: 'market.startPage.indices' })}
            >
              <IndexChartPanel
                result={chart.data}
                failed={chart.error !== undefined}
                label={label}
                interval={interval}
                controls={
                  <IntervalPicker
                    intervals={config.intervals}
                    selected={interval}
                    onSelect={chooseInterval}
                  />
                }
              />
            </IndexTabs>
          </section>
          <TopFlopLists
            indexLabel={label}
            topFlop={topFlop.data}
            failed={topFlopFailed}
            headingLevel={level}
          />
          <SymbolLists lists={lists.data} failed={listsFailed} headingLevel={level} />
        </div>
      )}
    </div>
  );
}
