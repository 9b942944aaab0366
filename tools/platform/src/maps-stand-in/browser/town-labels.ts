import type { Point } from '../shared/mercator';
import type { PlaceEntry } from '../shared/place-entry';

export interface TownLabel extends Point {
  name: string;
  population: number;
}

const MIN_POPULATION: Record<number, number> = {
  6: 40_000,
  7: 15_000,
  8: 6_000,
  9: 2_500,
  10: 1_000,
};
const MAX_LABELS = 80;

/** Labels of the bigger towns in view, most populous first, none overlapping another. */
export function townLabels(
  places: PlaceEntry[],
  zoom: number,
  width: number,
  height: number,
  screen: (place: PlaceEntry) => Point,
): TownLabel[] {
  const min = zoom < 6 ? 100_000 : (MIN_POPULATION[zoom] ?? 0);
  const labels: TownLabel[] = [];
  for (const place of places) {
    if (place.population < min || labels.length >= MAX_LABELS) continue;
    if (place.city !== place.name && zoom < 11) continue;
    const { x, y } = screen(place);
    if (x < -40 || y < -20 || x > width + 40 || y > height + 20) continue;
    const half = place.name.length * 3.6 + 6;
    if (
      labels.some((l) => Math.abs(l.x - x) < half + l.name.length * 3.6 && Math.abs(l.y - y) < 18)
    )
      continue;
    labels.push({
      name: place.name,
      population: place.population,
      x: Math.round(x),
      y: Math.round(y),
    });
  }
  return labels;
}
