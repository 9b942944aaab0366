import { useEffect, useRef } from 'react';
import type { Branch } from '../services/branch-service';
import { clusterBranches, type BranchClusters, type MapItem } from './map-clusters';
import { markPerformance } from './performance-marks';

type ClusterItem = Extract<MapItem, { kind: 'cluster' }>;

/** The cluster badge: the site's primary blue, white outline and count. */
const CLUSTER_COLOUR = '#00427a';
const PIN_BORDER = '#002b50';
const clusterRadius = (count: number) => (count < 10 ? 16 : count < 100 ? 19 : 23);

/** google.maps.marker.AdvancedMarkerElement, when the map has a map id and the library loaded. */
export type AdvancedMarkerClass = typeof google.maps.marker.AdvancedMarkerElement;

interface Drawn {
  /** Puts the marker on the map (or takes it off with null). */
  attach(map: google.maps.Map | null): void;
  /** Takes the marker off the map and drops its listeners. */
  remove(): void;
  /** A cluster's id in the current index (ids change when the index is rebuilt). */
  clusterId?: number;
}

/** The cluster badge of an advanced marker: a round element with the count (centred by anchorTop). */
function clusterBadge(count: number): HTMLElement {
  const radius = clusterRadius(count);
  const badge = document.createElement('div');
  badge.textContent = String(count);
  badge.setAttribute('aria-hidden', 'true');
  Object.assign(badge.style, {
    boxSizing: 'border-box',
    width: `${2 * radius}px`,
    height: `${2 * radius}px`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: '50%',
    background: CLUSTER_COLOUR,
    opacity: '0.92',
    border: '3px solid #ffffff',
    color: '#ffffff',
    font: '700 13px/1 sans-serif',
  });
  return badge;
}

const keyOf = (item: MapItem) =>
  item.kind === 'branch'
    ? `branch:${item.branch.id}`
    : `cluster:${item.count}@${item.position.lat},${item.position.lng}`;

/**
 * The branches on the map (as AdvancedMarkerElements when `advanced` is given, which needs a map
 * created with a map id; otherwise as google.maps.Marker): below zoom 12 close branches are drawn as one cluster (a round badge
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
  advanced: AdvancedMarkerClass | null = null,
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
      for (const [key, entry] of drawn.current) {
        if (wanted.has(key)) continue;
        entry.remove();
        drawn.current.delete(key);
      }
      const created: Drawn[] = [];
      for (const [key, item] of wanted) {
        const kept = drawn.current.get(key);
        if (kept) {
          if (item.kind === 'cluster') kept.clusterId = item.id;
          continue;
        }
        const entry =
          item.kind === 'branch' ? branchPin(maps, item.branch) : clusterMarker(maps, map, item);
        drawn.current.set(key, entry);
        created.push(entry);
      }
      for (const entry of created) entry.attach(map);
    };

    const select = (branch: Branch) => {
      const current = byId.current.get(branch.id);
      if (current) callbacks.current.onSelect(current);
    };
    const zoomInto = (target: google.maps.Map, item: ClusterItem, clusterId: number) => {
      const zoom = target.getZoom() ?? 6;
      target.setCenter(item.position);
      target.setZoom(clusters.current.expansionZoom(clusterId, zoom));
    };

    /** An AdvancedMarkerElement: clickable (a button for the keyboard), named by its title. */
    function advancedMarker(
      Advanced: AdvancedMarkerClass,
      options: google.maps.marker.AdvancedMarkerElementOptions,
      onClick: () => void,
    ): Drawn {
      const marker = new Advanced({ ...options, gmpClickable: true });
      marker.addEventListener('gmp-click', onClick);
      return {
        attach: (target) => {
          marker.map = target;
        },
        remove: () => {
          marker.map = null;
          marker.removeEventListener('gmp-click', onClick);
        },
      };
    }

    function legacyMarker(
      api: typeof google.maps,
      options: google.maps.MarkerOptions,
      onClick: () => void,
    ): Drawn {
      const marker = new api.Marker(options);
      marker.addListener('click', onClick);
      return {
        attach: (target) => marker.setMap(target),
        remove: () => {
          marker.setMap(null);
          api.event.clearInstanceListeners(marker);
        },
      };
    }

    // Advanced pins in the bank's colour, like the cluster badges (Google's red pin otherwise).
    const Pin = (maps.marker as Partial<typeof google.maps.marker> | undefined)?.PinElement;
    const pinContent = () =>
      Pin
        ? new Pin({ background: CLUSTER_COLOUR, borderColor: PIN_BORDER, glyphColor: '#ffffff' })
            .element
        : undefined;

    function branchPin(api: typeof google.maps, branch: Branch): Drawn {
      const options = { position: branch.geolocation, title: branch.name };
      const onClick = () => select(branch);
      return advanced
        ? advancedMarker(advanced, { ...options, content: pinContent() }, onClick)
        : legacyMarker(api, options, onClick);
    }

    function clusterMarker(
      api: typeof google.maps,
      target: google.maps.Map,
      item: ClusterItem,
    ): Drawn {
      const title = callbacks.current.clusterName(item.count);
      // Above the pins, bigger clusters above smaller ones.
      const zIndex = 1_000_000 + item.count;
      // The entry's clusterId follows the index (see draw), read when clicked.
      const drawnAs: { entry?: Drawn } = {};
      const onClick = () => zoomInto(target, item, drawnAs.entry?.clusterId ?? item.id);
      const entry = advanced
        ? advancedMarker(
            advanced,
            {
              position: item.position,
              title,
              zIndex,
              content: clusterBadge(item.count),
              // The badge's centre on the position, as the legacy circle symbol.
              anchorTop: '-50%',
            },
            onClick,
          )
        : legacyMarker(
            api,
            {
              position: item.position,
              title,
              label: {
                text: String(item.count),
                color: '#ffffff',
                fontSize: '13px',
                fontWeight: '700',
              },
              icon: {
                path: api.SymbolPath.CIRCLE,
                scale: clusterRadius(item.count),
                fillColor: CLUSTER_COLOUR,
                fillOpacity: 0.92,
                strokeColor: '#ffffff',
                strokeWeight: 3,
              },
              zIndex,
            },
            onClick,
          );
      entry.clusterId = item.id;
      drawnAs.entry = entry;
      return entry;
    }

    const idle = maps.event.addListener(map, 'idle', () => draw.current());
    return () => idle.remove();
  }, [maps, map, advanced]);

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
      for (const entry of current.values()) entry.remove();
      current.clear();
    };
  }, []);
}
