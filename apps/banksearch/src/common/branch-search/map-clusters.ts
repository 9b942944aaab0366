import Supercluster from 'supercluster';
import type { Branch } from '../services/branch-service';

/** From this zoom up (a city) every branch has its own pin; below it close pins are clustered. */
export const PINS_FROM_ZOOM = 12;
/** Pins closer than this many pixels on screen are drawn as one cluster. */
const CLUSTER_RADIUS_PX = 60;

interface LatLngLiteral {
  lat: number;
  lng: number;
}

/** What the map draws at a place: one branch's pin, or a cluster of several branches. */
export type MapItem =
  | { kind: 'branch'; branch: Branch }
  | { kind: 'cluster'; id: number; count: number; position: LatLngLiteral };

export interface BranchClusters {
  /** The pins and clusters within the bounds at this zoom. */
  at(bounds: google.maps.LatLngBounds, zoom: number): MapItem[];
  /** The zoom at which the cluster falls apart (at most PINS_FROM_ZOOM), above the current one. */
  expansionZoom(clusterId: number, currentZoom: number): number;
}

/** A supercluster index of the branches (built once per search answer). */
export function clusterBranches(branches: Branch[]): BranchClusters {
  const index = new Supercluster<{ index: number }>({
    radius: CLUSTER_RADIUS_PX,
    // Google's map tiles are 256 px wide: with that extent the radius is in screen pixels.
    extent: 256,
    maxZoom: PINS_FROM_ZOOM - 1,
    minPoints: 2,
  });
  index.load(
    branches.map((branch, position) => ({
      type: 'Feature' as const,
      geometry: {
        type: 'Point' as const,
        coordinates: [branch.geolocation.lng, branch.geolocation.lat],
      },
      properties: { index: position },
    })),
  );
  return {
    at(bounds, zoom) {
      const south = bounds.getSouthWest();
      const north = bounds.getNorthEast();
      // A margin of half the span, so that panning a little shows pins at once.
      const lngMargin = (north.lng() - south.lng()) / 2;
      const latMargin = (north.lat() - south.lat()) / 2;
      const box: [number, number, number, number] = [
        Math.max(-180, south.lng() - lngMargin),
        Math.max(-85, south.lat() - latMargin),
        Math.min(180, north.lng() + lngMargin),
        Math.min(85, north.lat() + latMargin),
      ];
      const items: MapItem[] = [];
      for (const feature of index.getClusters(box, Math.floor(zoom))) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const properties = feature.properties;
        if ('cluster' in properties && properties.cluster) {
          items.push({
            kind: 'cluster',
            id: properties.cluster_id,
            count: properties.point_count,
            position: { lat, lng },
          });
        } else {
          const branch = branches[(properties as { index: number }).index];
          if (branch) items.push({ kind: 'branch', branch });
        }
      }
      return items;
    },
    expansionZoom(clusterId, currentZoom) {
      let zoom: number;
      try {
        zoom = index.getClusterExpansionZoom(clusterId);
      } catch {
        zoom = currentZoom + 2;
      }
      return Math.min(PINS_FROM_ZOOM, Math.max(Math.floor(currentZoom) + 1, zoom));
    },
  };
}
