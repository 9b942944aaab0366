import type { BoundsValue, LatLngValue } from '../shared/mercator';

/** google.maps.LatLng: latitude clamped to ±90, longitude wrapped to [-180, 180). */
export class LatLng {
  readonly #lat: number;
  readonly #lng: number;

  constructor(
    latOrLiteral: number | LatLngValue | LatLng,
    lngOrNoWrap?: number | boolean,
    noWrap = false,
  ) {
    let lat: number;
    let lng: number;
    if (latOrLiteral instanceof LatLng) {
      lat = latOrLiteral.lat();
      lng = latOrLiteral.lng();
      noWrap = lngOrNoWrap === true;
    } else if (typeof latOrLiteral === 'object') {
      ({ lat, lng } = latOrLiteral);
      noWrap = lngOrNoWrap === true;
    } else {
      lat = latOrLiteral;
      lng = Number(lngOrNoWrap);
    }
    if (!noWrap) {
      lat = Math.max(-90, Math.min(90, lat));
      if (lng < -180 || lng > 180) lng = ((((lng + 180) % 360) + 360) % 360) - 180;
    }
    this.#lat = lat;
    this.#lng = lng;
  }
  lat(): number {
    return this.#lat;
  }
  lng(): number {
    return this.#lng;
  }
  equals(other: LatLng | null): boolean {
    return (
      !!other &&
      Math.abs(other.lat() - this.#lat) < 1e-9 &&
      Math.abs(other.lng() - this.#lng) < 1e-9
    );
  }
  toJSON(): LatLngValue {
    return { lat: this.#lat, lng: this.#lng };
  }
  toString(): string {
    return `(${this.#lat}, ${this.#lng})`;
  }
  toUrlValue(precision = 6): string {
    const round = (value: number) => Number(value.toFixed(precision));
    return `${round(this.#lat)},${round(this.#lng)}`;
  }
}

export type LatLngLike = LatLng | LatLngValue;

export function toLatLng(value: LatLngLike): LatLng {
  return value instanceof LatLng ? value : new LatLng(value.lat, value.lng);
}

export function toValue(value: LatLngLike): LatLngValue {
  return value instanceof LatLng ? value.toJSON() : { lat: value.lat, lng: value.lng };
}

/** google.maps.LatLngBounds (no antimeridian handling: the stand-in only knows Austria). */
export class LatLngBounds {
  #box: BoundsValue | undefined;

  constructor(swOrLiteral?: LatLngLike | BoundsValue | null, ne?: LatLngLike | null) {
    if (swOrLiteral && 'north' in swOrLiteral) {
      this.#box = { ...swOrLiteral };
      return;
    }
    if (swOrLiteral) this.extend(swOrLiteral);
    if (ne) this.extend(ne);
  }
  extend(point: LatLngLike): this {
    const { lat, lng } = toValue(point);
    const b = this.#box;
    this.#box = b
      ? {
          south: Math.min(b.south, lat),
          west: Math.min(b.west, lng),
          north: Math.max(b.north, lat),
          east: Math.max(b.east, lng),
        }
      : { south: lat, west: lng, north: lat, east: lng };
    return this;
  }
  union(other: LatLngBounds | BoundsValue): this {
    const box = other instanceof LatLngBounds ? other.toJSON() : other;
    if (other instanceof LatLngBounds && other.isEmpty()) return this;
    this.extend({ lat: box.south, lng: box.west });
    return this.extend({ lat: box.north, lng: box.east });
  }
  contains(point: LatLngLike): boolean {
    const b = this.#box;
    const { lat, lng } = toValue(point);
    return !!b && lat >= b.south && lat <= b.north && lng >= b.west && lng <= b.east;
  }
  intersects(other: LatLngBounds | BoundsValue): boolean {
    const a = this.#box;
    const b = other instanceof LatLngBounds ? other.#box : other;
    return (
      !!a && !!b && a.south <= b.north && b.south <= a.north && a.west <= b.east && b.west <= a.east
    );
  }
  equals(other: LatLngBounds | BoundsValue | null): boolean {
    if (!other) return false;
    const b = other instanceof LatLngBounds ? other.toJSON() : other;
    const a = this.toJSON();
    return (['south', 'west', 'north', 'east'] as const).every((k) => Math.abs(a[k] - b[k]) < 1e-9);
  }
  isEmpty(): boolean {
    return !this.#box;
  }
  getCenter(): LatLng {
    const b = this.toJSON();
    return new LatLng((b.south + b.north) / 2, (b.west + b.east) / 2);
  }
  getNorthEast(): LatLng {
    const b = this.toJSON();
    return new LatLng(b.north, b.east);
  }
  getSouthWest(): LatLng {
    const b = this.toJSON();
    return new LatLng(b.south, b.west);
  }
  toSpan(): LatLng {
    const b = this.toJSON();
    return new LatLng(b.north - b.south, b.east - b.west, true);
  }
  toJSON(): BoundsValue {
    // An empty LatLngBounds of the real API reports south 1, north -1, west 180, east -180.
    return this.#box ? { ...this.#box } : { south: 1, west: 180, north: -1, east: -180 };
  }
  toString(): string {
    return `(${this.getSouthWest().toString()}, ${this.getNorthEast().toString()})`;
  }
  toUrlValue(precision = 6): string {
    return `${this.getSouthWest().toUrlValue(precision)},${this.getNorthEast().toUrlValue(precision)}`;
  }
}

export function toBounds(value: LatLngBounds | BoundsValue): LatLngBounds {
  return value instanceof LatLngBounds ? value : new LatLngBounds(value);
}
