import { placeIndex } from '../data/place-index';
import { geocodeAddress, geocodePlaceId, parseAddress, reverseGeocode } from './geocode';
import { allowsAustria } from './place-lookup';
import { predictPlaces } from './predict';

const index = placeIndex();
const AT = 'Österreich';

describe('place index and geocoding', () => {
  it('holds every Austrian GeoNames place, Wien under its German name', () => {
    expect(index.length).toBeGreaterThan(2000);
    expect(index[0]).toMatchObject({
      name: 'Wien',
      city: 'Wien',
      postalCode: '1010',
      state: 'Wien',
    });
  });

  it('geocodes a town, a postal code and a street address', () => {
    const [graz] = geocodeAddress(index, 'Graz', AT);
    expect(graz).toMatchObject({
      formattedAddress: 'Graz, Österreich',
      types: ['locality', 'political'],
    });
    expect(graz?.lat).toBeCloseTo(47.067, 2);
    expect(graz?.lng).toBeCloseTo(15.45, 2);
    expect(geocodeAddress(index, '8010', AT)[0]).toMatchObject({
      formattedAddress: '8010 Graz, Österreich',
      types: ['postal_code'],
    });
    const [street] = geocodeAddress(index, 'Hauptplatz 1, 8010 Graz', AT);
    expect(street).toMatchObject({ formattedAddress: 'Hauptplatz 1, 8010 Graz, Österreich' });
    expect(Math.abs((street?.lat ?? 0) - 47.067)).toBeLessThan(0.01);
    expect(geocodeAddress(index, 'Hauptplatz 1, 8010 Graz', AT)).toEqual([street]);
  });

  it('finds nothing outside Austria', () => {
    expect(geocodeAddress(index, 'München', AT)).toEqual([]);
    expect(geocodeAddress(index, 'Marienplatz 1, 80331 München', AT)).toEqual([]);
    expect(reverseGeocode(index, { lat: 48.137, lng: 11.575 }, AT)).toEqual([]);
    expect(allowsAustria('de')).toBe(false);
    expect(allowsAustria(['AT'])).toBe(true);
  });

  it('parses addresses, accents, "St." and Vienna district codes', () => {
    expect(parseAddress('Stadtplatz 3, 4600 Wels, Österreich')).toEqual({
      street: 'Stadtplatz 3',
      postalCode: '4600',
      city: 'Wels',
    });
    expect(geocodeAddress(index, 'St. Pölten', AT)[0]?.formattedAddress).toBe(
      'Sankt Pölten, Österreich',
    );
    expect(geocodeAddress(index, 'klagenfurt am worthersee', AT)).toHaveLength(1);
    expect(geocodeAddress(index, '1070', AT)[0]?.formattedAddress).toBe('1070 Wien, Österreich');
    expect(geocodeAddress(index, '8020 Graz', AT)[0]?.formattedAddress).toBe(
      '8020 Graz, Österreich',
    );
  });

  it('reverse geocodes to the nearest postal place and resolves its own place ids', () => {
    const hits = reverseGeocode(index, { lat: 47.07, lng: 15.44 }, AT);
    expect(hits[0]?.formattedAddress).toMatch(/^80\d\d Graz, Österreich$/);
    for (const hit of [...hits, ...geocodeAddress(index, 'Hauptplatz 1, 8010 Graz', AT)])
      expect(geocodePlaceId(index, hit.placeId, AT)[0]?.formattedAddress).toBe(
        hit.formattedAddress,
      );
  });
});

describe('predictions', () => {
  const descriptions = (input: string) =>
    predictPlaces(index, input, AT).map((h) => h.formattedAddress);

  it('completes town names, most populous first', () => {
    expect(descriptions('Salz')).toContain('Salzburg, Österreich');
    expect(descriptions('Salz')[0]).toBe('Salzburg, Österreich');
    expect(descriptions('Salz').length).toBeLessThanOrEqual(5);
    expect(descriptions('wie')[0]).toBe('Wien, Österreich');
  });

  it('completes postal codes and addresses', () => {
    expect(descriptions('801')).toContain('8010 Graz, Österreich');
    expect(descriptions('Hauptplatz 1, Gra')[0]).toBe('Hauptplatz 1, 8010 Graz, Österreich');
  });

  it('predicts nothing for unknown places', () => {
    expect(descriptions('Xyzzy')).toEqual([]);
    expect(descriptions('Zürich')).toEqual([]);
  });
});
