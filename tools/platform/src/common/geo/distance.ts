export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine, mean earth radius). */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies in the box spanned by its south-west and north-east corners. */
export function insideBounds(point: LatLng, bottomLeft: LatLng, topRight: LatLng): boolean {
  return (
    point.lat >= bottomLeft.lat &&
    point.lat <= topRight.lat &&
    point.lng >= bottomLeft.lng &&
    point.lng <= topRight.lng
  );
}
