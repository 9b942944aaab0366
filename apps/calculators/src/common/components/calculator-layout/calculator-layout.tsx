import { useId, type CSSProperties, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { HeadingLevel } from '../../calculation/config-schemas';
import { CalculatorHeading } from '../calculator-heading/calculator-heading';
import { Heading, headingLevelBelow } from '../heading/heading';
import styles from './calculator-layout.module.css';

export interface CalculatorLayoutProps {
  title: string;
  /** The CMS's plain-text introduction under the title. */
  intro?: string;
  /** The title's level; the result heading is one below. */
  headingLevel?: HeadingLevel;
  /** The slider set. */
  inputs: ReactNode;
  resultHeading: string;
  /** How many figures the result lists: their room is held before the first answer arrives. */
  figureCount: number;
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
  const figuresStyle = { '--figure-count': props.figureCount } as CSSProperties;
  return (
    <section className={styles.calculator} aria-labelledby={headingId}>
      <CalculatorHeading
        id={headingId}
        title={props.title}
        intro={props.intro}
        level={props.headingLevel}
      />
      <div className={styles.inputs}>{props.inputs}</div>
      <section className={styles.result} aria-labelledby={resultId}>
        <Heading
          level={headingLevelBelow(props.headingLevel, 1)}
          id={resultId}
          className={styles.resultHeading}
        >
          {props.resultHeading}
        </Heading>
        <div
          className={styles.figures}
          style={figuresStyle}
          aria-live="polite"
          aria-busy={props.busy}
        >
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
