import { createElement, type HTMLAttributes, type Ref } from 'react';
import { DEFAULT_HEADING_LEVEL, type HeadingLevel } from '../../calculation/config-schemas';

export type RenderedHeadingLevel = 2 | 3 | 4 | 5;

/** The level `depth` steps below a calculator's title (0: the title itself), at most h5. */
export function headingLevelBelow(
  level: HeadingLevel = DEFAULT_HEADING_LEVEL,
  depth = 0,
): RenderedHeadingLevel {
  return Math.min(level + depth, 5) as RenderedHeadingLevel;
}

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: RenderedHeadingLevel;
  ref?: Ref<HTMLHeadingElement>;
}

/** An h2 to h5 chosen at run time, so a widget can fit into the outline of the page it is on. */
export function Heading({ level, ...props }: HeadingProps) {
  return createElement(`h${level}`, props);
}
