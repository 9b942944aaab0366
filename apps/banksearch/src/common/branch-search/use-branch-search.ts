import { useCallback, useRef } from 'react';
import { branchStore } from '@ctb/shared/branch-store';
import type { ChosenLocation } from '../branch-search-request/branch-search-request';
import {
  BranchServiceError,
  listBranches,
  searchBranchesInBounds,
  ZERO_RESULTS,
} from '../services/branch-service';
import { geocodeAddress } from '../services/places-service';
import { markPerformance } from './performance-marks';
import { LOCATION_ZOOM, MIN_SEARCH_ZOOM, ZOOM_OUT_RETRY_ABOVE } from './search-constants';
import { RETRYING, useSearchState, type SearchState } from './use-search-state';

const noBranches = () => new BranchServiceError(ZERO_RESULTS, 'No bank branches found.');

/**
 * Without a map a position is searched in boxes this many kilometres around it (each way), the
 * next one only when the one before has no branch: about the map's view at LOCATION_ZOOM first,
 * then wider, as the map zooms out when nothing is found.
 */
export const NEARBY_RADII_KM = [5, 25, 100] as const;

const KM_PER_DEGREE = 111.32;

/** The box `radiusKm` kilometres around `position` each way (north/south and east/west). */
export function boxAround(position: { lat: number; lng: number }, radiusKm: number) {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLng =
    radiusKm / (KM_PER_DEGREE * Math.max(Math.cos((position.lat * Math.PI) / 180), 0.01));
  return {
    bottomLeft: { lat: Math.max(position.lat - dLat, -90), lng: position.lng - dLng },
    topRight: { lat: Math.min(position.lat + dLat, 90), lng: position.lng + dLng },
  };
}

/**
 * The branch search's rules (SPEC "Branch search"): with a map, a search runs whenever the map
 * settles, from zoom 6 only (below it the results are cleared); an empty answer above zoom 13
 * zooms out by one and tries again, otherwise it is ZERO_RESULTS. Without a map (no consent) the
 * typed text is searched in the branch list, the visitor's own bank's branches first (those of
 * the stored branch's site, else of the site holding `pagePath`); a chosen position (the device
 * location: "Mein Standort") is searched around it instead, nearest first, with distances.
 */
export function useBranchSearch(initial: SearchState, initialFilters: string[], pagePath: string) {
  const { state, run, show } = useSearchState(initial);
  const filters = useRef(initialFilters);
  /** Set while a typed place is geocoded: the map's own settling must not search meanwhile. */
  const moving = useRef(false);

  const searchMap = useCallback(
    (map: google.maps.Map) => {
      if (moving.current) return;
      const zoom = map.getZoom() ?? 0;
      if (zoom < MIN_SEARCH_ZOOM) {
        show({ status: 'idle', reason: 'zoomIn' });
        return;
      }
      const bounds = map.getBounds();
      const center = map.getCenter();
      if (!bounds || !center) return;
      void run(async (signal) => {
        const { branches } = await searchBranchesInBounds({
          center: center.toJSON(),
          bottomLeft: bounds.getSouthWest().toJSON(),
          topRight: bounds.getNorthEast().toJSON(),
          filter: filters.current,
          signal,
        });
        markPerformance('answer');
        if (branches.length > 0) return branches;
        if (zoom > ZOOM_OUT_RETRY_ABOVE) {
          // The next settling of the map searches again.
          map.setZoom(zoom - 1);
          return RETRYING;
        }
        throw noBranches();
      });
    },
    [run, show],
  );

  /** The branches around a position without a map: map search in ever wider boxes. */
  const searchNear = useCallback(
    (position: ChosenLocation) => {
      const center = { lat: position.lat, lng: position.lng };
      void run(async (signal) => {
        for (const radius of NEARBY_RADII_KM) {
          const { branches } = await searchBranchesInBounds({
            center,
            ...boxAround(center, radius),
            filter: filters.current,
            signal,
          });
          if (branches.length > 0) return branches;
        }
        throw noBranches();
      });
    },
    [run],
  );

  /**
   * The search without a map: around `location` (a chosen place or the device location, e.g.
   * "Mein Standort"), otherwise the text in the branch list.
   */
  const searchList = useCallback(
    (query: string, location?: ChosenLocation | null) => {
      if (location) {
        searchNear(location);
        return;
      }
      if (!query.trim()) {
        show({ status: 'idle', reason: 'prompt' });
        return;
      }
      void run(async (signal) => {
        const branches = await listBranches({
          query,
          filter: filters.current,
          // The visitor's own bank first: the stored branch's site, else the site of this page.
          path: branchStore.get()?.path ?? pagePath,
          signal,
        });
        if (branches.length === 0) throw noBranches();
        return branches;
      });
    },
    [run, show, pagePath, searchNear],
  );

  /** Centres the map on a place; the map's settling searches there. */
  const moveTo = useCallback(
    (map: google.maps.Map, location: ChosenLocation) => {
      const before = map.getCenter();
      const unchanged =
        before?.lat() === location.lat &&
        before.lng() === location.lng &&
        map.getZoom() === LOCATION_ZOOM;
      map.setCenter({ lat: location.lat, lng: location.lng });
      map.setZoom(LOCATION_ZOOM);
      // A map that does not move does not settle again: search at once.
      if (unchanged) searchMap(map);
    },
    [searchMap],
  );

  /** Finds typed text (no place chosen) on the map, then searches there. */
  const locate = useCallback(
    (map: google.maps.Map, query: string, onFound: (location: ChosenLocation) => void) => {
      moving.current = true;
      void run(async (signal) => {
        let location: ChosenLocation;
        try {
          location = await geocodeAddress(query);
        } finally {
          moving.current = false;
        }
        if (signal.aborted) return RETRYING;
        onFound(location);
        moveTo(map, location);
        return RETRYING;
      });
    },
    [run, moveTo],
  );

  const setFilters = useCallback((next: string[]) => {
    filters.current = next;
  }, []);

  const clear = useCallback(() => show({ status: 'idle', reason: 'prompt' }), [show]);

  return { state, searchMap, searchList, moveTo, locate, setFilters, clear };
}
