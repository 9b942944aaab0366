import { useIntl } from 'react-intl';
import { usePageConfig, type WidgetProps } from '@ctb/shared';
import { AppointmentCta } from '../../components/appointment-cta/appointment-cta';
import { CalculatorLayout } from '../../components/calculator-layout/calculator-layout';
import { ErrorArea } from '../../components/error-area/error-area';
import { LegalInfoTrigger } from '../../components/legal-info/legal-info-trigger';
import { SliderControl } from '../../components/slider-control/slider-control';
import { serverMessageOf } from '../../calculation/request-error-message';
import { useErrorFocus } from '../../calculation/use-error-focus';
import { CREDIT_STEPS, type CreditConfig } from './config-schema';
import type { CreditField } from './credit-inputs';
import { CreditResult } from './credit-result';
import { useCreditCalculator } from './use-credit-calculator';

const UNITS: Record<CreditField, string> = {
  amount: 'calculators.unit.euro',
  interestRate: 'calculators.unit.percent',
  term: 'calculators.unit.months',
  instalment: 'calculators.unit.euro',
};
const FIELDS: CreditField[] = ['amount', 'interestRate', 'term', 'instalment'];

/** Credit calculator: amount, rate, term and instalment sliders with the offer beside them. */
export function CreditCalculator({ config }: WidgetProps<CreditConfig>) {
  const intl = useIntl();
  const { editMode } = usePageConfig();
  const { inputs, limits, change, visitorStarted, data, error, isMutating } =
    useCreditCalculator(config);
  const errorRef = useErrorFocus(error, visitorStarted);
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <CalculatorLayout
      title={config.title ?? text('calculators.credit.title')}
      intro={config.intro}
      headingLevel={config.headingLevel}
      busy={isMutating}
      inputs={FIELDS.map((field) => (
        <SliderControl
          key={field}
          label={text(`calculators.credit.${field}`)}
          unit={text(UNITS[field])}
          min={limits[field].min}
          max={limits[field].max}
          step={CREDIT_STEPS[field]}
          value={inputs[field]}
          disabled={editMode}
          onCommit={(value) => change(field, value)}
        />
      ))}
      resultHeading={text('calculators.credit.result.heading')}
      figureCount={7}
      result={
        error ? (
          <ErrorArea ref={errorRef} message={serverMessageOf(error)} />
        ) : (
          data && <CreditResult result={data} />
        )
      }
      actions={
        <>
          {data && !error && <AppointmentCta href={config.appointmentUrl} />}
          <LegalInfoTrigger url={config.legalInfoUrl} label={text('calculators.legalInfo.link')} />
        </>
      }
    />
  );
}
