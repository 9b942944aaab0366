import { useCallback, useEffect, useRef, useState } from 'react';
import { loadMaps, logWidgetError } from '@ctb/shared';
import type { Branch } from '../../services/branch-service';
import styles from './branch-map.module.css';
import { useMapMarkers } from './use-map-markers';
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
  const element = useRef<HTMLDivElement>(null);
  const [maps, setMaps] = useState<typeof google.maps | null>(null);
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef({ onReady, onIdle, onFailed });
  useEffect(() => {
    callbacks.current = { onReady, onIdle, onFailed };
  });
  const initial = useRef(initialView);

  useEffect(() => {
    let cancelled = false;
    let created: { api: typeof google.maps; map: google.maps.Map } | null = null;
    loadMaps().then(
      (api) => {
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
        });
        created = { api, map };
        api.event.addListener(map, 'idle', () => callbacks.current.onIdle(map));
        setMaps(api);
        setMap(map);
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
  useMapMarkers(maps, map, branches, onSelect, clusterName);

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
