import type { PlotPoint } from './chart-axis';

/** The parts of apexcharts' state (`chart.w.globals`) that place the plot inside the chart. */
export interface PlotGeometry {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
  gridWidth: number;
  gridHeight: number;
  translateX: number;
  translateY: number;
}

export interface HoveredPoint {
  index: number;
  point: PlotPoint;
  /** position of the point in the chart element, in pixels */
  left: number;
  top: number;
}

/** The index of the point whose x is nearest to `x` (points sorted by x). */
export function nearestIndex(points: readonly PlotPoint[], x: number): number {
  let low = 0;
  let high = points.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((points[middle]?.x ?? 0) < x) low = middle + 1;
    else high = middle;
  }
  const before = points[low - 1];
  const at = points[low];
  if (before && at && x - before.x < at.x - x) return low - 1;
  return low;
}

/**
 * The point under a pointer at `pointerX` pixels from the chart's left edge, or undefined when
 * the pointer is outside the plot. Our own hit test: apexcharts' tooltip writes its content
 * with innerHTML, which the page's Trusted Types refuse, so the chart draws none.
 */
export function hoveredPoint(
  points: readonly PlotPoint[],
  geometry: PlotGeometry,
  pointerX: number,
): HoveredPoint | undefined {
  const { minX, maxX, minY, maxY, gridWidth, gridHeight, translateX, translateY } = geometry;
  const inPlot = pointerX - translateX;
  if (
    points.length === 0 ||
    gridWidth <= 0 ||
    maxX <= minX ||
    inPlot < -4 ||
    inPlot > gridWidth + 4
  ) {
    return undefined;
  }
  const index = nearestIndex(points, minX + (inPlot / gridWidth) * (maxX - minX));
  const point = points[index];
  if (!point) return undefined;
  const rangeY = maxY - minY || 1;
  return {
    index,
    point,
    left: translateX + ((point.x - minX) / (maxX - minX)) * gridWidth,
    top: translateY + (1 - (point.y - minY) / rangeY) * gridHeight,
  };
}
