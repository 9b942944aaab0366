/**
 * Performance marks of the branch search, read by scripts/measure-pins.mjs: the search answer,
 * the pins drawn and the sidebar rendered.
 */
export type BranchSearchMark = 'answer' | 'pins-drawn' | 'sidebar-rendered';

export function markPerformance(mark: BranchSearchMark): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function')
    performance.mark(`ctb:branch-search:${mark}`);
}
