import { useIntl } from 'react-intl';
import { usePageConfig, type WidgetProps } from '@ctb/shared';
import { AppointmentCta } from '../../components/appointment-cta/appointment-cta';
import { CalculatorLayout } from '../../components/calculator-layout/calculator-layout';
import { ErrorArea } from '../../components/error-area/error-area';
import { LegalInfoTrigger } from '../../components/legal-info/legal-info-trigger';
import { SliderControl } from '../../components/slider-control/slider-control';
import { serverMessageOf } from '../../calculation/request-error-message';
import { useErrorFocus } from '../../calculation/use-error-focus';
import { SAVINGS_STEPS, type SavingsConfig, type SavingsField } from './config-schema';
import { SavingsResult } from './savings-result';
import { useSavingsCalculator } from './use-savings-calculator';

const UNITS: Record<SavingsField, string> = {
  seedFund: 'calculators.unit.euro',
  rate: 'calculators.unit.percent',
  maturity: 'calculators.unit.months',
  periodicInstalment: 'calculators.unit.euro',
  savingTarget: 'calculators.unit.euro',
};
const FIELDS: SavingsField[] = [
  'seedFund',
  'rate',
  'maturity',
  'periodicInstalment',
  'savingTarget',
];

/** Savings calculator: deposit, rate, duration, monthly savings and goal beside the result. */
export function SavingsCalculator({ config }: WidgetProps<SavingsConfig>) {
  const intl = useIntl();
  const { editMode } = usePageConfig();
  const { inputs, limits, change, visitorStarted, data, error, isMutating } =
    useSavingsCalculator(config);
  const errorRef = useErrorFocus(error, visitorStarted);
  const text = (id: string) => intl.formatMessage({ id });
  const succeeded = Boolean(data) && !error;

  return (
    <CalculatorLayout
      title={config.title ?? text('calculators.savings.title')}
      intro={config.intro}
      headingLevel={config.headingLevel}
      busy={isMutating}
      inputs={FIELDS.map((field) => (
        <SliderControl
          key={field}
          label={text(`calculators.savings.${field}`)}
          unit={text(UNITS[field])}
          min={limits[field].min}
          max={limits[field].max}
          step={SAVINGS_STEPS[field]}
          value={inputs[field]}
          disabled={editMode}
          onCommit={(value) => change(field, value)}
        />
      ))}
      resultHeading={text('calculators.savings.result.heading')}
      figureCount={5}
      result={
        error ? (
          <ErrorArea ref={errorRef} message={serverMessageOf(error)} />
        ) : (
          data && <SavingsResult result={data} />
        )
      }
      actions={
        <>
          {/* An appointment only makes sense once there is something saved. */}
          {succeeded && data && data.savingTarget > 0 && (
            <AppointmentCta href={config.appointmentUrl} />
          )}
          <LegalInfoTrigger url={config.legalInfoUrl} label={text('calculators.legalInfo.link')} />
        </>
      }
    />
  );
}
