import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styles from './calculator-layout.module.css';

export interface CalculatorLayoutProps {
  title: string;
  /** The slider set. */
  inputs: ReactNode;
  resultHeading: string;
  /** Figures, or the error block; announced politely when they change. */
  result: ReactNode;
  busy: boolean;
  /** Call to action and legal information under the result. */
  actions: ReactNode;
}

/** Sliders beside the result on desktop, stacked on phones; the result keeps its space. */
export function CalculatorLayout(props: CalculatorLayoutProps) {
  const intl = useIntl();
  const headingId = useId();
  const resultId = useId();
  return (
    <section className={styles.calculator} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {props.title}
      </h2>
      <div className={styles.inputs}>{props.inputs}</div>
      <section className={styles.result} aria-labelledby={resultId}>
        <h3 id={resultId} className={styles.resultHeading}>
          {props.resultHeading}
        </h3>
        <div className={styles.figures} aria-live="polite" aria-busy={props.busy}>
          {props.result}
          {props.busy && (
            <p className={styles.updating} role="status">
              {intl.formatMessage({ id: 'calculators.result.updating' })}
            </p>
          )}
        </div>
        <div className={styles.actions}>{props.actions}</div>
      </section>
    </section>
  );
}
