import { boundsCenter, project, unproject, viewBounds, zoomToFit } from './mercator';

describe('Web Mercator (256 px world at zoom 0)', () => {
  it('projects and unprojects', () => {
    expect(project({ lat: 0, lng: 0 })).toEqual({ x: 128, y: 128 });
    expect(project({ lat: 0, lng: 90 }).x).toBeCloseTo(192, 9);
    const back = unproject(project({ lat: 47.07, lng: 15.44 }));
    expect(back.lat).toBeCloseTo(47.07, 9);
    expect(back.lng).toBeCloseTo(15.44, 9);
  });

  it('gives the whole world for 512 x 512 px at zoom 1', () => {
    const b = viewBounds({ lat: 0, lng: 0 }, 1, 512, 512);
    expect(b.west).toBeCloseTo(-180, 9);
    expect(b.east).toBeCloseTo(180, 9);
    expect(b.north).toBeCloseTo(85.0511, 4);
    expect(b.south).toBeCloseTo(-85.0511, 4);
  });

  it('gives ±45° and atan(sinh(π/4)) = 40.9799° for 256 x 256 px at zoom 2', () => {
    const b = viewBounds({ lat: 0, lng: 0 }, 2, 256, 256);
    expect(b.west).toBeCloseTo(-45, 9);
    expect(b.east).toBeCloseTo(45, 9);
    expect(b.north).toBeCloseTo(40.9799, 4);
    expect(b.south).toBeCloseTo(-40.9799, 4);
  });

  it('gives the default Austrian view (47.55, 14.18, zoom 6, 640 x 480 px)', () => {
    // 640 px of a 16384 px world = 14.0625° of longitude; the centre at y = 5725.789 px,
    // ±240 px: atan(sinh(π(1 − 2y/256))) with y = (5725.789 ∓ 240) / 64.
    const b = viewBounds({ lat: 47.55, lng: 14.18 }, 6, 640, 480);
    expect(b.west).toBeCloseTo(7.14875, 9);
    expect(b.east).toBeCloseTo(21.21125, 9);
    expect(b.north).toBeCloseTo(50.98902, 4);
    expect(b.south).toBeCloseTo(43.86956, 4);
  });

  it('fits bounds with the largest whole zoom and centres them in Mercator space', () => {
    const austria = { south: 46.37, west: 9.53, north: 49.02, east: 17.16 };
    expect(zoomToFit(austria, 640, 480)).toBe(6);
    expect(zoomToFit(austria, 1000, 700)).toBe(7);
    expect(zoomToFit(austria, 1400, 900)).toBe(8);
    const center = boundsCenter(austria);
    expect(center.lng).toBeCloseTo(13.345, 9);
    expect(center.lat).toBeGreaterThan(47.695); // north of the plain mean: Mercator stretches north
  });
});
