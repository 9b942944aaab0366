import { useEffect, useRef } from 'react';
import type { Branch } from '../../services/branch-service';
import { markPerformance } from './performance-marks';

/**
 * One pin per branch, named by the branch (its accessible name). Pins of branches still found are
 * kept, the others removed, and the new ones created first and then attached in one pass, so the
 * map draws 1,000 pins once rather than a thousand times.
 */
export function useMapMarkers(
  maps: typeof google.maps | null,
  map: google.maps.Map | null,
  branches: Branch[],
  onSelect: (branch: Branch) => void,
): void {
  const markers = useRef(new Map<string, google.maps.Marker>());
  const byId = useRef(new Map<string, Branch>());
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });

  useEffect(() => {
    if (!maps || !map) return;
    byId.current = new Map(branches.map((branch) => [branch.id, branch]));
    for (const [id, marker] of markers.current) {
      if (byId.current.has(id)) continue;
      marker.setMap(null);
      maps.event.clearInstanceListeners(marker);
      markers.current.delete(id);
    }
    const created: google.maps.Marker[] = [];
    for (const branch of branches) {
      if (markers.current.has(branch.id)) continue;
      const marker = new maps.Marker({ position: branch.geolocation, title: branch.name });
      marker.addListener('click', () => {
        const current = byId.current.get(branch.id);
        if (current) onSelectRef.current(current);
      });
      markers.current.set(branch.id, marker);
      created.push(marker);
    }
    for (const marker of created) marker.setMap(map);
    if (branches.length > 0) {
      // The map draws its overlays in the next frame: measured after that.
      requestAnimationFrame(() => markPerformance('pins-drawn'));
    }
  }, [maps, map, branches]);

  useEffect(() => {
    const current = markers.current;
    return () => {
      for (const marker of current.values()) marker.setMap(null);
      current.clear();
    };
  }, []);
}
