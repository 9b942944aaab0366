import { createElement, type ComponentProps } from 'react';
import { DayButton as LibraryDayButton, type CustomComponents } from 'react-day-picker';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/**
 * DayPicker's parts as this site shows them: the month is a heading (announced politely when it
 * changes), the weekday row stays in the accessibility tree as the grid's column headers, and a
 * chosen day is a pressed button.
 */
function partsFor(level: HeadingLevel): Partial<CustomComponents> {
  return {
    CaptionLabel: ({ role: _role, ...props }: ComponentProps<'span'>) =>
      createElement(`h${level}`, { ...props, 'aria-live': 'polite' }),
    Weekdays: (props: ComponentProps<'tr'>) => (
      <thead>
        <tr {...props} />
      </thead>
    ),
    DayButton: (props: ComponentProps<typeof LibraryDayButton>) => (
      <LibraryDayButton {...props} aria-pressed={Boolean(props.modifiers.selected)} />
    ),
  };
}

// One set per heading level, so DayPicker keeps its parts from render to render.
const PARTS = new Map<HeadingLevel, Partial<CustomComponents>>();

export function calendarParts(level: HeadingLevel): Partial<CustomComponents> {
  let parts = PARTS.get(level);
  if (!parts) {
    parts = partsFor(level);
    PARTS.set(level, parts);
  }
  return parts;
}
