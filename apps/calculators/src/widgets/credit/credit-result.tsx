import { useIntl } from 'react-intl';
import { ResultList } from '../../common/components/result-list/result-list';
import { useCalculatorFormats } from '../../common/calculation/use-calculator-formats';
import type { CreditResult as CreditResultData } from './api';

/** The seven figures of a credit offer, monthly rate emphasised. */
export function CreditResult({ result }: { result: CreditResultData }) {
  const intl = useIntl();
  const format = useCalculatorFormats();
  const label = (id: string) => intl.formatMessage({ id: `calculators.credit.result.${id}` });
  return (
    <ResultList
      items={[
        { label: label('netAmount'), value: format.currency(result.creditAmountNet) },
        { label: label('debitInterest'), value: format.percent(result.targetInterestRate) },
        { label: label('effectiveRate'), value: format.percent(result.effectiveInterest) },
        { label: label('term'), value: format.months(result.term) },
        { label: label('totalAmount'), value: format.currency(result.totalAmount) },
        { label: label('processingFee'), value: format.currency(result.processingFee) },
        { label: label('monthlyRate'), value: format.currency(result.monthlyRate), emphasis: true },
      ]}
    />
  );
}
