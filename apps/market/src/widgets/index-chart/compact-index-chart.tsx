import { useId } from 'react';
import { useIntl } from 'react-intl';
import { safeHref, type WidgetProps } from '@ctb/shared/runtime';
import { useIndexChart } from '../../common/index-chart/api';
import { IndexChartPanel } from '../../common/index-chart/index-chart-panel';
import type { IndexChartConfig } from './config-schema';
import styles from './compact-index-chart.module.css';

/** One index's day in a card: key figures, a small chart, and the way to all market data. */
export function CompactIndexChart({ config }: WidgetProps<IndexChartConfig>) {
  const intl = useIntl();
  const headingId = useId();
  const label = config.label ?? config.symbol;
  const chart = useIndexChart({
    chartUrl: config.chartUrl,
    blz: config.blz,
    bstnr: config.bstnr,
    index: config.symbol,
    interval: 'intraday',
  });
  const Heading = `h${config.headingLevel}` as const;
  const marketPage = safeHref(config.marketPageUrl, { source: 'market/index-chart marketPageUrl' });
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {config.title ?? intl.formatMessage({ id: 'market.indexChart.title' }, { index: label })}
      </Heading>
      <IndexChartPanel
        result={chart.data}
        failed={chart.error !== undefined}
        label={label}
        interval="intraday"
        compact
      />
      {marketPage && (
        <a className={styles.more} href={marketPage}>
          {intl.formatMessage({ id: 'market.indexChart.allMarketData' })}
        </a>
      )}
    </section>
  );
}
