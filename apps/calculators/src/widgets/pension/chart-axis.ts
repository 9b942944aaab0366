// Axis helpers of the result chart, apart from apexcharts so they can be tested on their own.

/**
 * Long category names as lines of about `width` characters: apexcharts draws an array as several
 * lines, so a phone gets readable labels instead of rotated, clipped ones.
 */
export function toLabelLines(label: string, width = 18): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A round axis maximum about 15 % above the largest value, in at most 6 steps of 1, 2 or 5 × 10ⁿ. */
export function axisScale(largest: number): { max: number; ticks: number } {
  if (!(largest > 0)) return { max: 100, ticks: 4 };
  const target = largest * 1.15;
  const magnitude = 10 ** Math.floor(Math.log10(target / 6));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((size) => size >= target / 6) ??
    10 * magnitude;
  const ticks = Math.ceil(target / step);
  return { max: ticks * step, ticks };
}
