import { createElement, type ComponentPropsWithRef } from 'react';

/** A heading level of the branch search's own headings (results, items, detail sections). */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The level below `level`, kept at 6 at most: HTML has no level below 6. */
export function below(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

export type HeadingProps = ComponentPropsWithRef<'h2'> & { level: HeadingLevel };

/** A heading of the given level (h2-h6). */
export function Heading({ level, ...props }: HeadingProps) {
  return createElement(`h${level}`, props);
}
