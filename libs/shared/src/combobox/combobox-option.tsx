import type { ReactNode } from 'react';
import { truncate } from '@ctb/shared/formats';
import styles from './combobox.module.css';

export interface OptionContentProps<Item> {
  item: Item;
  text: string;
  active: boolean;
  truncateAt?: number;
  subtitle?: string;
  render?: (item: Item, state: { active: boolean }) => ReactNode;
}

/** Whether an option's text is cut on screen (its `title` then shows the whole of it). */
export const isCut = (text: string, truncateAt: number | undefined): boolean =>
  truncateAt !== undefined && Array.from(text).length > truncateAt;

/**
 * What an option shows: the caller's rendering, or its text (cut at `truncateAt` on screen while
 * screen readers hear the whole of it) with an optional muted second line.
 */
export function OptionContent<Item>({
  item,
  text,
  active,
  truncateAt,
  subtitle,
  render,
}: OptionContentProps<Item>) {
  if (render) return <>{render(item, { active })}</>;
  const title =
    truncateAt === undefined ? (
      text
    ) : (
      <span>
        <span aria-hidden="true">{truncate(text, truncateAt)}</span>
        <span className={styles.visuallyHidden}>{text}</span>
      </span>
    );
  return (
    <>
      {title}
      {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
    </>
  );
}
