import { allBranches } from './branch-generator';
import { listSearch, mapSearch } from './branch-search';
import { haversineMetres } from '../../common/geo/distance';

const NOW = new Date('2026-03-04T09:00:00Z'); // Wednesday 10:00 in Vienna
const AUSTRIA = { bottomLeft: { lat: 46.3, lng: 9.5 }, topRight: { lat: 49.1, lng: 17.2 } };
const search = (extra: object) =>
  mapSearch(
    {
      type: 'BANKSTELLENSUCHE',
      center: { lat: 47.55, lng: 14.18 },
      offset: 0,
      size: 1000,
      filter: [],
      ...AUSTRIA,
      ...extra,
    },
    NOW,
  );

describe('haversine', () => {
  it('gives one degree of latitude as R·π/180 = 111,195.08 m', () => {
    expect(haversineMetres({ lat: 47, lng: 13 }, { lat: 48, lng: 13 })).toBeCloseTo(111_195.08, 1);
  });
});

describe('bank map search', () => {
  it('finds all branches in Austria and counts them', () => {
    const result = search({});
    expect(result.size).toBe(allBranches().length);
    expect(result.documents).toHaveLength(allBranches().length);
  });

  it('keeps to the bounds and sorts by distance from the centre', () => {
    const target = allBranches().find((b) => b.address.city === 'Innsbruck');
    if (!target) throw new Error('no Innsbruck branch');
    const center = { lat: target.geolocation.lat + 0.01, lng: target.geolocation.lng };
    const bottomLeft = { lat: 47.2, lng: 11.3 };
    const topRight = { lat: 47.3, lng: 11.5 };
    const result = search({ center, bottomLeft, topRight });
    expect(result.size).toBeGreaterThan(3);
    for (const doc of result.documents) {
      expect(doc.geolocation.lat).toBeGreaterThanOrEqual(47.2);
      expect(doc.geolocation.lng).toBeLessThanOrEqual(11.5);
    }
    const distances = result.documents.map((doc) => doc.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // 0.01° due north: 6,371,008.8 m × 0.01 × π/180 = 1,111.95 m
    expect(result.documents.find((doc) => doc.id === target.id)?.distance).toBe(1112);
  });

  it('pages with offset and size, counting all matches', () => {
    const all = search({}).documents.map((doc) => doc.id);
    const page = search({ offset: 10, size: 5 });
    expect(page.size).toBe(all.length);
    expect(page.documents.map((doc) => doc.id)).toEqual(all.slice(10, 15));
  });

  it('filters: every value must hold, types are alternatives', () => {
    const accessible = search({ filter: ['accessible:true', 'parking:true'] });
    expect(accessible.size).toBeGreaterThan(0);
    expect(accessible.documents.every((d) => d.accessible && d.parkinglots > 0)).toBe(true);
    const types = search({ filter: 'type:SB_STELLE,type:BERATUNGSZENTRUM' });
    expect(new Set(types.documents.map((d) => d.type))).toEqual(
      new Set(['SB_STELLE', 'BERATUNGSZENTRUM']),
    );
    const open = search({ filter: ['openNow:true'] });
    expect(open.documents.every((d) => d.openingHours.openNow)).toBe(true);
    expect(
      search({ filter: ['selfService:einzahlung'] }).documents.every((d) =>
        d.selfService.equipment.includes('Einzahlungsautomat'),
      ),
    ).toBe(true);
    expect(() => search({ filter: ['colour:blue'] })).toThrow('Unknown filter value');
  });
});

describe('bank list search', () => {
  const list = (extra: object) =>
    listSearch(
      { type: 'BANKSTELLENLISTESUCHE', query: '', mainInstituteReorder: false, ...extra },
      NOW,
    );

  it('matches name, city, postal code and street, ignoring accents and case', () => {
    expect(
      list({ query: 'polten' }).documents.every((d) => d.address.city === 'Sankt Pölten'),
    ).toBe(true);
    expect(list({ query: 'polten' }).documents.length).toBeGreaterThan(0);
    expect(list({ query: '6850' }).documents.every((d) => d.address.city === 'Dornbirn')).toBe(
      true,
    );
    expect(
      list({ query: 'wien hauptstraße' }).documents.every((d) =>
        d.address.street.startsWith('Hauptstraße'),
      ),
    ).toBe(true);
  });

  it('puts the main institute of the site path first on request', () => {
    const plain = list({ query: 'Hauptplatz' }).documents;
    const reordered = list({
      query: 'Hauptplatz',
      mainInstituteReorder: true,
      path: '/banken/wien/de/filialen',
    }).documents;
    expect(reordered).toHaveLength(plain.length);
    const firstOther = reordered.findIndex((d) => d.mainInstitute !== 'wien');
    expect(firstOther).toBeGreaterThan(0);
    expect(reordered.slice(firstOther).some((d) => d.mainInstitute === 'wien')).toBe(false);
    expect(plain[0]?.mainInstitute).not.toBe('wien');
  });
});
