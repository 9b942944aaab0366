import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageConfig, type WidgetProps } from '@ctb/shared/runtime';
import { CalculatorHeading } from '../../common/components/calculator-heading/calculator-heading';
import { Heading, headingLevelBelow } from '../../common/components/heading/heading';
import { LegalInfoTrigger } from '../../common/components/legal-info/legal-info-trigger';
import { usePensionCalculation, type PensionRequest } from './api';
import type { PensionConfig } from './config-schema';
import { PensionForm } from './pension-form';
import { PensionOutcomeSection } from './pension-outcome-section';
import styles from './pension-calculator.module.css';

/** Pension calculator: the input accordion, then the result section once the form is sent. */
export function PensionCalculator({ config }: WidgetProps<PensionConfig>) {
  const intl = useIntl();
  const page = usePageConfig();
  const serviceUrl = config.serviceUrl ?? page.pensionCalculator?.serviceUrl;
  if (!serviceUrl) {
    throw new Error(
      'calculators/pension: no serviceUrl in data-config nor in page config pensionCalculator',
    );
  }
  const titleId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(true);
  const [request, setRequest] = useState<PensionRequest | null>(null);
  const { trigger, data, error, isMutating } = usePensionCalculation(serviceUrl);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);
  const text = (id: string) => intl.formatMessage({ id: `calculators.pension.${id}` });

  const submit = async (next: PensionRequest) => {
    setRequest(next);
    const result = await trigger(next);
    if (result?.calculatedSuccesful) setOpen(false);
  };

  // After a successful calculation the form is folded away and the view moves to the result.
  useEffect(() => {
    if (!data?.calculatedSuccesful || !resultHeadingRef.current) return;
    resultHeadingRef.current.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    resultHeadingRef.current.focus({ preventScroll: true });
  }, [data]);

  const changeDetails = () => {
    setOpen(true);
    toggleRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    toggleRef.current?.focus({ preventScroll: true });
  };

  return (
    <section className={styles.calculator} aria-labelledby={titleId}>
      <CalculatorHeading
        id={titleId}
        title={config.title ?? text('title')}
        intro={config.intro}
        level={config.headingLevel}
      />
      <div className={styles.accordion}>
        <Heading
          level={headingLevelBelow(config.headingLevel, 1)}
          className={styles.accordionHeading}
        >
          <button
            ref={toggleRef}
            type="button"
            className={styles.accordionToggle}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((current) => !current)}
          >
            {text('form.heading')}
          </button>
        </Heading>
        <div id={panelId} className={styles.panel} hidden={!open}>
          <LegalInfoTrigger url={config.infoUrl} label={text('info')} />
          <PensionForm onSubmit={submit} busy={isMutating} />
        </div>
      </div>
      {request && (
        <PensionOutcomeSection
          loading={isMutating}
          failed={Boolean(error)}
          result={data}
          jobGroup={request.jobGroup}
          appointmentUrl={config.appointmentUrl}
          onChangeDetails={changeDetails}
          headingRef={resultHeadingRef}
          headingLevel={config.headingLevel}
        />
      )}
      <p className={styles.disclaimer}>{text('disclaimer')}</p>
    </section>
  );
}
