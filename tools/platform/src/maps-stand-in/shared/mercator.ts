/** Web Mercator as the Google Maps JavaScript API uses it: a 256 px world at zoom 0. */
export const TILE_SIZE = 256;
export const MAX_LATITUDE = 85.05112878;

export interface Point {
  x: number;
  y: number;
}

export interface LatLngValue {
  lat: number;
  lng: number;
}

export interface BoundsValue {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** World coordinates (0..256) of a position; multiply by 2^zoom for pixels. */
export function project({ lat, lng }: LatLngValue): Point {
  const clamped = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: TILE_SIZE * (0.5 + lng / 360),
    y: TILE_SIZE * (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)),
  };
}

export function unproject({ x, y }: Point): LatLngValue {
  const lng = (x / TILE_SIZE - 0.5) * 360;
  const n = Math.PI * (1 - (2 * y) / TILE_SIZE);
  const lat = (Math.atan(Math.sinh(n)) * 180) / Math.PI;
  return { lat, lng };
}

/** Pixel position of a point at a zoom, relative to the top-left of the world. */
export function toPixels(position: LatLngValue, zoom: number): Point {
  const scale = 2 ** zoom;
  const world = project(position);
  return { x: world.x * scale, y: world.y * scale };
}

export function fromPixels(pixels: Point, zoom: number): LatLngValue {
  const scale = 2 ** zoom;
  return unproject({ x: pixels.x / scale, y: pixels.y / scale });
}

/** The visible bounds of a map of width x height pixels centred on `center` at `zoom`. */
export function viewBounds(
  center: LatLngValue,
  zoom: number,
  width: number,
  height: number,
): BoundsValue {
  const c = toPixels(center, zoom);
  const sw = fromPixels({ x: c.x - width / 2, y: c.y + height / 2 }, zoom);
  const ne = fromPixels({ x: c.x + width / 2, y: c.y - height / 2 }, zoom);
  return { south: sw.lat, west: sw.lng, north: ne.lat, east: ne.lng };
}

/** The largest whole zoom at which the bounds fit in width x height minus padding. */
export function zoomToFit(
  bounds: BoundsValue,
  width: number,
  height: number,
  padding = 0,
  maxZoom = 21,
): number {
  const sw = project({ lat: bounds.south, lng: bounds.west });
  const ne = project({ lat: bounds.north, lng: bounds.east });
  const spanX = Math.max(Math.abs(ne.x - sw.x), 1e-9);
  const spanY = Math.max(Math.abs(sw.y - ne.y), 1e-9);
  const fitX = Math.log2(Math.max(width - 2 * padding, 1) / spanX);
  const fitY = Math.log2(Math.max(height - 2 * padding, 1) / spanY);
  return Math.max(0, Math.min(maxZoom, Math.floor(Math.min(fitX, fitY))));
}

/** The centre of bounds in Mercator space (as the real getCenter of a map after fitBounds). */
export function boundsCenter(bounds: BoundsValue): LatLngValue {
  const sw = project({ lat: bounds.south, lng: bounds.west });
  const ne = project({ lat: bounds.north, lng: bounds.east });
  return unproject({ x: (sw.x + ne.x) / 2, y: (sw.y + ne.y) / 2 });
}
