import type { TimeBlock } from '../../rules/field-values';

export const sameBlock = (a: TimeBlock, b: TimeBlock) =>
  a.date === b.date && a.from === b.from && a.to === b.to;

/** SPEC: a block is added only while fewer than the maximum are chosen. */
export function addBlock(
  selection: readonly TimeBlock[],
  block: TimeBlock,
  max: number,
): TimeBlock[] {
  if (selection.some((chosen) => sameBlock(chosen, block)) || selection.length >= max)
    return [...selection];
  return [...selection, block].sort((a, b) =>
    `${a.date} ${a.from}`.localeCompare(`${b.date} ${b.from}`),
  );
}

/** SPEC: a block is removed by matching date and time. */
export const removeBlock = (selection: readonly TimeBlock[], block: TimeBlock) =>
  selection.filter((chosen) => !sameBlock(chosen, block));

export const isSelected = (selection: readonly TimeBlock[], block: TimeBlock) =>
  selection.some((chosen) => sameBlock(chosen, block));
