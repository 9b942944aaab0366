import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig } from '@ctb/shared/runtime';
import { serverMessageOf } from '../../calculation/request-error-message';
import { useErrorFocus } from '../../calculation/use-error-focus';
import { AppointmentCta } from '../appointment-cta/appointment-cta';
import {
  CalculatorLayout,
  type CalculatorLayoutProps,
} from '../calculator-layout/calculator-layout';
import { ErrorArea } from '../error-area/error-area';
import { LegalInfoTrigger } from '../legal-info/legal-info-trigger';
import { SliderControl } from '../slider-control/slider-control';

/** What a slider calculator's hook hands its component (credit and savings share the shape). */
export interface SliderCalculation<Field extends string, Result> {
  inputs: Record<Field, number>;
  limits: Record<Field, { min: number; max: number }>;
  change: (field: Field, value: number) => void;
  visitorStarted: boolean;
  data?: Result | undefined;
  error?: unknown;
  isMutating: boolean;
}

export interface SliderCalculatorProps<Field extends string, Result> {
  /** Message id prefix of the calculator, e.g. `calculators.credit`. */
  messages: string;
  config: Pick<CalculatorLayoutProps, 'intro' | 'headingLevel'> & {
    title?: string | undefined;
    appointmentUrl: string;
    legalInfoUrl: string;
  };
  fields: readonly Field[];
  units: Record<Field, string>;
  steps: Record<Field, number>;
  calculation: SliderCalculation<Field, Result>;
  figureCount: number;
  renderResult: (result: Result) => ReactNode;
  /** Whether the appointment call-to-action suits this result. */
  offersAppointment: (result: Result) => boolean;
}

/**
 * A calculator of sliders beside its result: the credit and the savings calculator. Errors
 * replace the result and take focus once the visitor has started (SPEC 4).
 */
export function SliderCalculator<Field extends string, Result>({
  messages,
  config,
  fields,
  units,
  steps,
  calculation,
  figureCount,
  renderResult,
  offersAppointment,
}: SliderCalculatorProps<Field, Result>) {
  const intl = useIntl();
  const { editMode } = usePageConfig();
  const { inputs, limits, change, visitorStarted, data, error, isMutating } = calculation;
  const errorRef = useErrorFocus(error, visitorStarted);
  const text = (id: string) => intl.formatMessage({ id });

  return (
    <CalculatorLayout
      title={config.title ?? text(`${messages}.title`)}
      intro={config.intro}
      headingLevel={config.headingLevel}
      busy={isMutating}
      inputs={fields.map((field) => (
        <SliderControl
          key={field}
          label={text(`${messages}.${field}`)}
          unit={text(units[field])}
          min={limits[field].min}
          max={limits[field].max}
          step={steps[field]}
          value={inputs[field]}
          disabled={editMode}
          onCommit={(value) => change(field, value)}
        />
      ))}
      resultHeading={text(`${messages}.result.heading`)}
      figureCount={figureCount}
      result={
        error ? (
          <ErrorArea ref={errorRef} message={serverMessageOf(error)} />
        ) : (
          data && renderResult(data)
        )
      }
      actions={
        <>
          {data && !error && offersAppointment(data) && (
            <AppointmentCta href={config.appointmentUrl} />
          )}
          <LegalInfoTrigger url={config.legalInfoUrl} label={text('calculators.legalInfo.link')} />
        </>
      }
    />
  );
}
