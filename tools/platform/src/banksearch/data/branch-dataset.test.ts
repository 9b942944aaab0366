import {
  austrianPlaces,
  FEDERAL_STATE_BY_CODE,
  unmatchedPostalEntries,
} from '../../common/geo/austrian-places';
import { allBranches } from './branch-generator';
import { isOpenAt } from './open-now';

const POSTAL_REGION: Record<string, RegExp> = {
  Burgenland: /^[27]|^8380$/,
  Kärnten: /^9/,
  Niederösterreich: /^[234]/,
  Oberösterreich: /^[45]/,
  Salzburg: /^5/,
  Steiermark: /^8/,
  Tirol: /^[69]/,
  Vorarlberg: /^6/,
  Wien: /^1[0-2][0-9]0$/,
};

describe('branch dataset', () => {
  const branches = allBranches();

  it('has at least 400 branches in all nine federal states, with unique ids', () => {
    expect(branches.length).toBeGreaterThanOrEqual(400);
    expect(new Set(branches.map((b) => b.state))).toEqual(
      new Set(Object.values(FEDERAL_STATE_BY_CODE)),
    );
    expect(new Set(branches.map((b) => b.id)).size).toBe(branches.length);
  });

  it('is the same on every generation (seeded)', () => {
    const names = branches.map((b) => `${b.id} ${b.name} ${b.geolocation.lat}`);
    expect(names.slice(0, 3)).toMatchSnapshot();
    expect(names.length).toBe(branches.length);
  });

  it('takes places and coordinates from GeoNames, with postal codes of the right region', () => {
    expect(unmatchedPostalEntries()).toEqual([]);
    const graz = austrianPlaces().find((p) => p.place === 'Graz');
    expect(graz).toMatchObject({ postalCode: '8010', state: 'Steiermark' });
    expect(graz?.lat).toBeCloseTo(47.07, 1);
    for (const b of branches) {
      expect(b.address.postalCode).toMatch(POSTAL_REGION[b.state] ?? /^$/);
      expect(b.geolocation.lat).toBeGreaterThan(46.3);
      expect(b.geolocation.lat).toBeLessThan(49.1);
      expect(b.geolocation.lng).toBeGreaterThan(9.4);
      expect(b.geolocation.lng).toBeLessThan(17.2);
    }
  });

  it('has bank codes of 4 and 5 digits, some beginning with 5, and several banks', () => {
    expect(branches.every((b) => /^\d{4,5}$/.test(b.blz))).toBe(true);
    expect(branches.some((b) => b.blz.startsWith('5'))).toBe(true);
    expect(branches.some((b) => b.blz.length === 4)).toBe(true);
    expect(new Set(branches.map((b) => b.mainInstitute)).size).toBeGreaterThanOrEqual(5);
  });

  it('has lunch breaks, closed days, Saturday opening, self-service and flags', () => {
    const hours = branches.map((b) => b.openingHours.periods);
    expect(hours.some((p) => p.some((d) => d.intervals.length > 1))).toBe(true);
    expect(hours.some((p) => p.length < 5)).toBe(true);
    expect(hours.some((p) => p.some((d) => d.day === 5))).toBe(true);
    expect(branches.some((b) => b.type === 'SB_STELLE')).toBe(true);
    expect(branches.some((b) => b.accessible) && branches.some((b) => !b.accessible)).toBe(true);
    expect(branches.some((b) => b.parkinglots > 0) && branches.some((b) => b.central)).toBe(true);
  });

  const QUARTER_HOUR = 15 * 60 * 1000;
  it.each([
    ['a winter week (CET)', '2026-03-01T23:00:00Z'],
    ['a summer week (CEST)', '2026-06-28T22:00:00Z'],
  ])('has branches open and branches closed at every quarter hour of %s', (_label, monday) => {
    const start = Date.parse(monday);
    const always: string[] = [];
    for (let slot = 0; slot < 7 * 24 * 4; slot++) {
      const now = new Date(start + slot * QUARTER_HOUR);
      const open = branches.filter((b) => isOpenAt(b.openingHours.periods, now)).length;
      if (open === 0 || open === branches.length) always.push(`${now.toISOString()}: ${open} open`);
    }
    expect(always).toEqual([]);
  });

  it('has staffed branches closed on weekday mornings and open only in the afternoon', () => {
    const staffed = branches.filter((b) => b.type === 'BANKSTELLE');
    for (const day of [0, 1, 2, 3, 4]) {
      const closedAtTen = staffed.filter((b) => {
        const today = b.openingHours.periods.find((p) => p.day === day);
        return !today?.intervals.some((i) => i.open <= '10:00' && i.close > '10:00');
      });
      expect(closedAtTen.length).toBeGreaterThanOrEqual(5);
    }
    expect(
      staffed.some((b) => b.openingHours.periods.some((p) => p.intervals[0]!.open >= '13:00')),
    ).toBe(true);
  });
});
