import { useIntl } from 'react-intl';
import { ResultList } from '../../common/components/result-list/result-list';
import { useCalculatorFormats } from '../../common/calculation/use-calculator-formats';
import type { SavingsResult as SavingsResultData } from './api';

/**
 * The monthly savings the result is for (to the cent, also when the server computed them for a
 * goal: the slider beside shows whole euros), paid in, interest, the 25 % KESt withheld on it,
 * and what is left in the end.
 */
export function SavingsResult({ result }: { result: SavingsResultData }) {
  const intl = useIntl();
  const format = useCalculatorFormats();
  const label = (id: string) => intl.formatMessage({ id: `calculators.savings.result.${id}` });
  return (
    <ResultList
      items={[
        { label: label('instalment'), value: format.currency(result.periodicInstalment) },
        { label: label('accumulated'), value: format.currency(result.amountPaid) },
        { label: label('interest'), value: format.currency(result.interestYield) },
        { label: label('kest'), value: format.currency(-result.interestYieldKest) },
        { label: label('total'), value: format.currency(result.savingTarget), emphasis: true },
      ]}
    />
  );
}
