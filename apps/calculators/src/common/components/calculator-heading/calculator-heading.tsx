import type { HeadingLevel } from '../../calculation/config-schemas';
import { Heading, headingLevelBelow } from '../heading/heading';
import styles from './calculator-heading.module.css';

export interface CalculatorHeadingProps {
  /** Referenced by the calculator's region, which the title names. */
  id: string;
  title: string;
  /** Plain text from the CMS under the title. */
  intro?: string;
  level?: HeadingLevel;
}

/** A calculator's title at the level the page's outline needs, with the CMS's intro under it. */
export function CalculatorHeading({ id, title, intro, level }: CalculatorHeadingProps) {
  const rendered = headingLevelBelow(level);
  return (
    <div className={styles.header}>
      <Heading level={rendered} id={id} className={`${styles.title} ${styles[`h${rendered}`]}`}>
        {title}
      </Heading>
      {intro && <p className={styles.intro}>{intro}</p>}
    </div>
  );
}
