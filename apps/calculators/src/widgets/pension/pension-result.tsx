import { useIntl } from 'react-intl';
import { ResultList } from '../../common/components/result-list/result-list';
import { useCalculatorFormats } from '../../common/calculation/use-calculator-formats';
import type { PensionResult as PensionResultData } from './api';
import { comparesCostOfLiving, type JobGroup } from './form-values';
import { LazyResultChart } from './lazy-result-chart';
import { ProgressCircle } from './progress-circle';
import styles from './pension-result.module.css';
import { pensionCoverage, pensionOutcome } from './result-outcome';

export interface PensionResultProps {
  result: PensionResultData;
  jobGroup: JobGroup;
}

/** The outcome headline, the coverage ring, the figures and the comparison chart. */
export function PensionResult({ result, jobGroup }: PensionResultProps) {
  const intl = useIntl();
  const format = useCalculatorFormats();
  const text = (id: string, values?: Record<string, string>) =>
    intl.formatMessage({ id: `calculators.pension.${id}` }, values);
  const outcome = pensionOutcome(result.netGap);
  const coverage = pensionCoverage(result.netRetirement, result.lastNetIncome);
  // The self-employed and farmers compare their pension with their cost of living.
  const incomeLabel = text(
    comparesCostOfLiving(jobGroup) ? 'result.costOfLiving' : 'result.lastNetIncome',
  );
  const pensionLabel = text('result.netRetirement');

  return (
    <div className={styles.result} data-outcome={outcome}>
      <p className={styles.headline}>
        {text(`result.${outcome}`, { gap: format.currency(Math.abs(result.netGap)) })}
      </p>
      <div className={styles.summary}>
        <ProgressCircle
          value={coverage}
          label={text('result.coverage', { percent: `${coverage} %` })}
        />
        <ResultList
          items={[
            { label: incomeLabel, value: format.currency(result.lastNetIncome) },
            { label: text('result.netGap'), value: format.currency(result.netGap) },
            { label: pensionLabel, value: format.currency(result.netRetirement), emphasis: true },
          ]}
        />
      </div>
      <LazyResultChart
        title={text('result.chart')}
        labels={[incomeLabel, pensionLabel]}
        values={[result.lastNetIncome, result.netRetirement]}
        formatValue={format.currency}
      />
    </div>
  );
}
