import { useIntl } from 'react-intl';
import type { FormStep } from '../../common/definition/definition-schema';
import styles from './form.module.css';

interface WizardStepsProps {
  steps: readonly FormStep[];
  current: number;
  /** The furthest step that may be opened again; later ones are disabled. */
  reached: number;
  onOpen: (index: number) => void;
}

/** The steps as tabs (a list of buttons; later ones disabled) and a progress bar. */
export function WizardSteps({ steps, current, reached, onOpen }: WizardStepsProps) {
  const intl = useIntl();
  const total = steps.length;
  const stepOf = intl.formatMessage({ id: 'forms.form.stepOf' }, { current: current + 1, total });
  return (
    <div className={styles.wizard}>
      <nav aria-label={intl.formatMessage({ id: 'forms.form.steps' })}>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li
              key={step.id}
              className={styles.stepItem}
              data-current={index === current || undefined}
            >
              <button
                type="button"
                className={styles.step}
                data-state={index === current ? 'current' : index < current ? 'done' : 'later'}
                aria-current={index === current ? 'step' : undefined}
                disabled={index > reached || index === current}
                onClick={() => onOpen(index)}
              >
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.stepTitle}>{step.title}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'forms.form.steps' })}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current + 1}
        aria-valuetext={stepOf}
      >
        <div className={styles.progressBar} data-step={current + 1} data-total={total}>
          {steps.map((step, index) => (
            <span key={step.id} className={styles.progressSegment} data-filled={index <= current} />
          ))}
        </div>
      </div>
    </div>
  );
}
