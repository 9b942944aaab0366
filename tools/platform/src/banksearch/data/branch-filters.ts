import { EQUIPMENT, keyOfLabel, SELF_SERVICE, SERVICES } from './branch-features';
import type { Branch } from './branch-types';
import { hasSaturdayHours } from './opening-hours';
import { isOpenAt } from './open-now';

export interface FilterSection {
  name: string;
  entries: { name: string; value: string }[];
}

const entries = (prefix: string, catalogue: Record<string, string>) =>
  Object.entries(catalogue).map(([key, label]) => ({ name: label, value: `${prefix}:${key}` }));

/** GET bank filters: the sections the branch search offers; values go back in `filter`. */
export const FILTER_SECTIONS: readonly FilterSection[] = [
  { name: 'Leistungen', entries: entries('service', SERVICES) },
  { name: 'Ausstattung', entries: entries('equipment', EQUIPMENT) },
  { name: 'Selbstbedienung', entries: entries('selfService', SELF_SERVICE) },
  {
    name: 'Art der Bankstelle',
    entries: [
      { name: 'Bankstelle', value: 'type:BANKSTELLE' },
      { name: 'SB-Stelle', value: 'type:SB_STELLE' },
      { name: 'Beratungszentrum', value: 'type:BERATUNGSZENTRUM' },
    ],
  },
  {
    name: 'Barrierefreiheit und Parken',
    entries: [
      { name: 'Barrierefreier Zugang', value: 'accessible:true' },
      { name: 'Kundenparkplätze', value: 'parking:true' },
    ],
  },
  {
    name: 'Öffnungszeiten',
    entries: [
      { name: 'Jetzt geöffnet', value: 'openNow:true' },
      { name: 'Am Samstag geöffnet', value: 'saturday:true' },
    ],
  },
];

const KNOWN_VALUES = new Set(
  FILTER_SECTIONS.flatMap((section) => section.entries.map((e) => e.value)),
);

export class UnknownFilterError extends Error {
  readonly statusCode = 400;
}

/** `filter` as sent: a list of values or one comma-separated string; unknown values are a 400. */
export function normaliseFilter(raw: string | string[] | undefined): string[] {
  const values = (Array.isArray(raw) ? raw : (raw ?? '').split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const unknown = values.filter((value) => !KNOWN_VALUES.has(value));
  if (unknown.length > 0) {
    throw new UnknownFilterError(
      `Unknown filter value(s): ${unknown.join(', ')}. See the bank filters.`,
    );
  }
  return [...new Set(values)];
}

function matches(branch: Branch, value: string, now: Date): boolean {
  const [key = '', wanted = ''] = value.split(':');
  const has = (labels: string[], catalogue: Record<string, string>) =>
    labels.some((label) => keyOfLabel(catalogue, label) === wanted);
  switch (key) {
    case 'service':
      return has(branch.services, SERVICES);
    case 'equipment':
      return has(branch.equipment, EQUIPMENT);
    case 'selfService':
      return has(branch.selfService.equipment, SELF_SERVICE);
    case 'type':
      return branch.type === wanted;
    case 'accessible':
      return branch.accessible;
    case 'parking':
      return branch.parkinglots > 0;
    case 'openNow':
      return isOpenAt(branch.openingHours.periods, now);
    case 'saturday':
      return hasSaturdayHours(branch.openingHours.periods);
    default:
      return false;
  }
}

/** Several types are alternatives (OR); every other selected value must hold (AND). */
export function applyFilter(branches: Branch[], filter: string[], now: Date): Branch[] {
  const types = filter.filter((value) => value.startsWith('type:'));
  const rest = filter.filter((value) => !value.startsWith('type:'));
  return branches.filter(
    (branch) =>
      (types.length === 0 || types.some((value) => matches(branch, value, now))) &&
      rest.every((value) => matches(branch, value, now)),
  );
}
