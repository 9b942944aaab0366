import { formatDistance } from './format-distance';

const nbsp = '\u00a0';

describe('formatDistance', () => {
  it('shows distances from 1 km on in km with one decimal', () => {
    expect(formatDistance(1000, 'de')).toBe(`1,0${nbsp}km`);
    expect(formatDistance(12_345, 'de')).toBe(`12,3${nbsp}km`);
    expect(formatDistance(2500, 'en')).toBe(`2.5${nbsp}km`);
  });

  it('shows shorter distances in metres rounded to 100', () => {
    expect(formatDistance(349, 'de')).toBe(`300${nbsp}m`);
    expect(formatDistance(350, 'de')).toBe(`400${nbsp}m`);
  });

  it('switches to km when rounding reaches 1000 m', () => {
    expect(formatDistance(960, 'de')).toBe(`1,0${nbsp}km`);
  });

  it('shows very short distances as 100 m instead of 0 m', () => {
    expect(formatDistance(20, 'de')).toBe(`100${nbsp}m`);
  });
});
