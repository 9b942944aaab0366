import { useEffect, useRef } from 'react';
import type { Branch } from '../../services/branch-service';
import { clusterBranches, type BranchClusters, type MapItem } from './map-clusters';
import { markPerformance } from './performance-marks';

/** The cluster badge: the site's primary blue, white outline and count. */
const CLUSTER_COLOUR = '#00427a';
const clusterRadius = (count: number) => (count < 10 ? 16 : count < 100 ? 19 : 23);

interface Drawn {
  marker: google.maps.Marker;
  /** A cluster's id in the current index (ids change when the index is rebuilt). */
  clusterId?: number;
}

const keyOf = (item: MapItem) =>
  item.kind === 'branch'
    ? `branch:${item.branch.id}`
    : `cluster:${item.count}@${item.position.lat},${item.position.lng}`;

/**
 * The branches on the map: below zoom 12 close branches are drawn as one cluster (a round badge
 * with their count, named "12 Filialen – vergrößern", which zooms in on activation), from zoom 12
 * up every branch has its pin, named by the branch (which selects it). The clusters follow the
 * map's bounds and zoom on every idle. Markers still wanted are kept, the others removed, and the
 * new ones created first and then attached in one pass, so the map draws once, not per marker.
 */
export function useMapMarkers(
  maps: typeof google.maps | null,
  map: google.maps.Map | null,
  branches: Branch[],
  onSelect: (branch: Branch) => void,
  clusterName: (count: number) => string,
): void {
  const drawn = useRef(new Map<string, Drawn>());
  const byId = useRef(new Map<string, Branch>());
  const clusters = useRef<BranchClusters>(clusterBranches([]));
  const callbacks = useRef({ onSelect, clusterName });
  useEffect(() => {
    callbacks.current = { onSelect, clusterName };
  });

  const draw = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!maps || !map) return;
    draw.current = () => {
      const bounds = map.getBounds();
      const zoom = map.getZoom();
      const items = bounds && zoom !== undefined ? clusters.current.at(bounds, zoom) : [];
      const wanted = new Map(items.map((item) => [keyOf(item), item]));
      for (const [key, { marker }] of drawn.current) {
        if (wanted.has(key)) continue;
        marker.setMap(null);
        maps.event.clearInstanceListeners(marker);
        drawn.current.delete(key);
      }
      const created: google.maps.Marker[] = [];
      for (const [key, item] of wanted) {
        const kept = drawn.current.get(key);
        if (kept) {
          if (item.kind === 'cluster') kept.clusterId = item.id;
          continue;
        }
        const entry =
          item.kind === 'branch' ? branchPin(maps, item.branch) : clusterMarker(maps, map, item);
        drawn.current.set(key, entry);
        created.push(entry.marker);
      }
      for (const marker of created) marker.setMap(map);
    };

    function branchPin(api: typeof google.maps, branch: Branch): Drawn {
      const marker = new api.Marker({ position: branch.geolocation, title: branch.name });
      marker.addListener('click', () => {
        const current = byId.current.get(branch.id);
        if (current) callbacks.current.onSelect(current);
      });
      return { marker };
    }

    function clusterMarker(
      api: typeof google.maps,
      target: google.maps.Map,
      item: Extract<MapItem, { kind: 'cluster' }>,
    ): Drawn {
      const marker = new api.Marker({
        position: item.position,
        title: callbacks.current.clusterName(item.count),
        label: { text: String(item.count), color: '#ffffff', fontSize: '13px', fontWeight: '700' },
        icon: {
          path: api.SymbolPath.CIRCLE,
          scale: clusterRadius(item.count),
          fillColor: CLUSTER_COLOUR,
          fillOpacity: 0.92,
          strokeColor: '#ffffff',
          strokeWeight: 3,
        },
        // Above the pins, bigger clusters above smaller ones.
        zIndex: 1_000_000 + item.count,
      });
      const entry: Drawn = { marker, clusterId: item.id };
      marker.addListener('click', () => {
        const zoom = target.getZoom() ?? 6;
        target.setCenter(item.position);
        target.setZoom(clusters.current.expansionZoom(entry.clusterId ?? item.id, zoom));
      });
      return entry;
    }

    const idle = maps.event.addListener(map, 'idle', () => draw.current());
    return () => idle.remove();
  }, [maps, map]);

  useEffect(() => {
    if (!maps || !map) return;
    byId.current = new Map(branches.map((branch) => [branch.id, branch]));
    clusters.current = clusterBranches(branches);
    draw.current();
    if (branches.length > 0) {
      // The map draws its overlays in the next frame: measured after that.
      requestAnimationFrame(() => markPerformance('pins-drawn'));
    }
  }, [maps, map, branches]);

  useEffect(() => {
    const current = drawn.current;
    return () => {
      for (const { marker } of current.values()) marker.setMap(null);
      current.clear();
    };
  }, []);
}
