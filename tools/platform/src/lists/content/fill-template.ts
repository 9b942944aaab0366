import type { Random } from './prng';
import { FEDERAL_STATES, TOWNS, type Town } from './places';

/** Fills {town}, {state}, {year}, {rate} and {n} in a template; the town is returned too. */
export function fillTemplate(
  template: string,
  random: Random,
  year: number,
): { text: string; town: Town } {
  const town = random.pick(TOWNS);
  const rate = (random.int(150, 450) / 100).toFixed(2).replace('.', ',');
  const text = template
    .replace(/\{town\}/g, town.name)
    .replace(/\{state\}/g, template.includes('{town}') ? town.state : random.pick(FEDERAL_STATES))
    .replace(/\{year\}/g, String(year))
    .replace(/\{rate\}/g, rate)
    .replace(/\{n\}/g, String(random.pick([5, 10, 12, 15, 20, 25, 30, 40, 50, 120])));
  return { text, town };
}
