import type { SeededRandom } from '../../common/seeded-random';
import { FEDERAL_STATES, stateNameEn, type FederalState } from '../../common/geo/federal-states';
import { TOWNS, townNameEn, type Town } from './places';

/** The values a template was filled with, so that a translation can use the very same ones. */
export interface TemplateValues {
  town: Town;
  state: FederalState;
  year: number;
  /** an interest rate in hundredths of a percent, e.g. 275 for 2.75 % */
  rateHundredths: number;
  n: number;
}

const fill = (
  template: string,
  values: TemplateValues,
  town: string,
  state: string,
  rate: string,
) =>
  template
    .replace(/\{town\}/g, town)
    .replace(/\{state\}/g, state)
    .replace(/\{year\}/g, String(values.year))
    .replace(/\{rate\}/g, rate)
    .replace(/\{n\}/g, String(values.n));

const rate = (values: TemplateValues) => (values.rateHundredths / 100).toFixed(2);

/**
 * Fills {town}, {state}, {year}, {rate} and {n} in a German template (decimal comma); the town
 * and every value used are returned too. Always draws town, rate, state (unless the template
 * names a town, whose state it then uses) and n, in that order.
 */
export function fillTemplate(
  template: string,
  random: SeededRandom,
  year: number,
): { text: string; town: Town; values: TemplateValues } {
  const town = random.pick(TOWNS);
  const rateHundredths = random.int(150, 450);
  const state = template.includes('{town}') ? town.state : random.pick(FEDERAL_STATES);
  const n = random.pick([5, 10, 12, 15, 20, 25, 30, 40, 50, 120]);
  const values = { town, state, year, rateHundredths, n };
  const text = fill(template, values, town.name, state, rate(values).replace('.', ','));
  return { text, town, values };
}

/** Fills an English template with the values a German one was filled with (decimal point). */
export function fillTemplateEn(template: string, values: TemplateValues): string {
  return fill(
    template,
    values,
    townNameEn(values.town.name),
    stateNameEn(values.state),
    rate(values),
  );
}
