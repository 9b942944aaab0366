import { useCallback, useEffect, useRef, useState } from 'react';
import { logWidgetError, usePageConfig } from '@ctb/shared/runtime';
import { loadMaps } from '@ctb/shared/maps';
import type { Branch } from '../services/branch-service';
import styles from './branch-map.module.css';
import { useMapMarkers, type AdvancedMarkerClass } from './use-map-markers';
import { useText } from './use-text';

export interface MapView {
  center: { lat: number; lng: number };
  zoom: number;
}

export interface BranchMapProps {
  /** Where the map opens (asked once); later moves are the caller's, through the map. */
  initialView: () => MapView;
  branches: Branch[];
  onReady: (map: google.maps.Map) => void;
  /** After every move or zoom has settled, and once at the start. */
  onIdle: (map: google.maps.Map) => void;
  onSelect: (branch: Branch) => void;
  /** The maps script could not be loaded: the list has to work alone. */
  onFailed: () => void;
}

/**
 * The AdvancedMarkerElement class, when the page config gives a map id (advanced markers need a
 * map created with one) and the API has the marker library; otherwise null (google.maps.Marker).
 */
async function advancedMarkerClass(
  api: typeof google.maps,
  mapId: string | undefined,
): Promise<AdvancedMarkerClass | null> {
  if (!mapId) return null;
  try {
    // Google's loader defines google.maps.marker only once the library is imported.
    const library =
      typeof api.importLibrary === 'function'
        ? ((await api.importLibrary('marker')) as Partial<google.maps.MarkerLibrary>)
        : undefined;
    return library?.AdvancedMarkerElement ?? api.marker?.AdvancedMarkerElement ?? null;
  } catch {
    return api.marker?.AdvancedMarkerElement ?? null;
  }
}

/** The map with a pin per branch (clustered below zoom 12). Rendered only with the visitor's consent to maps. */
export function BranchMap({
  initialView,
  branches,
  onReady,
  onIdle,
  onSelect,
  onFailed,
}: BranchMapProps) {
  const t = useText();
  const { mapsMapId } = usePageConfig();
  const mapId = useRef(mapsMapId);
  const element = useRef<HTMLDivElement>(null);
  const [maps, setMaps] = useState<typeof google.maps | null>(null);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [advanced, setAdvanced] = useState<AdvancedMarkerClass | null>(null);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onReady, onIdle, onFailed });
  useEffect(() => {
    callbacks.current = { onReady, onIdle, onFailed };
  });
  const initial = useRef(initialView);

  useEffect(() => {
    let cancelled = false;
    let created: { api: typeof google.maps; map: google.maps.Map } | null = null;
    loadMaps()
      .then(async (api) => ({ api, Advanced: await advancedMarkerClass(api, mapId.current) }))
      .then(
        ({ api, Advanced }) => {
          if (cancelled || !element.current) return;
          const view = initial.current();
          const map = new api.Map(element.current, {
            center: view.center,
            zoom: view.zoom,
            zoomControl: true,
            mapTypeControl: false,
            streetViewControl: false,
            fullscreenControl: false,
            clickableIcons: false,
            ...(Advanced ? { mapId: mapId.current } : {}),
          });
          created = { api, map };
          api.event.addListener(map, 'idle', () => callbacks.current.onIdle(map));
          setMaps(api);
          setMap(map);
          setAdvanced(() => Advanced);
          callbacks.current.onReady(map);
        },
        (error: unknown) => {
          if (cancelled) return;
          logWidgetError('banksearch/branch-search', 'the map could not be loaded', error);
          setFailed(true);
          callbacks.current.onFailed();
        },
      );
    return () => {
      cancelled = true;
      if (created) created.api.event.clearInstanceListeners(created.map);
    };
  }, []);

  const clusterName = useCallback((count: number) => t('banksearch.map.cluster', { count }), [t]);
  useMapMarkers(maps, map, branches, onSelect, clusterName, advanced);

  return (
    <div className={styles.frame}>
      <div ref={element} className={styles.map} />
      {failed ? (
        <p className={styles.failure} role="status">
          {t('banksearch.map.loadError')}
        </p>
      ) : null}
    </div>
  );
}
