import { fromRow, type PlaceEntry, type PlaceRow } from '../shared/place-entry';

/** places.json sits next to maps.js on the CMS host. */
function indexUrl(): string {
  const script = typeof document === 'undefined' ? null : document.currentScript;
  const src = script instanceof HTMLScriptElement && script.src ? script.src : '';
  return src ? new URL('places.json', src).href : '/maps-stand-in/places.json';
}

const url = indexUrl();
let loading: Promise<PlaceEntry[]> | undefined;
let loaded: PlaceEntry[] | undefined;

/** The place index, fetched once; a failed fetch is forgotten so the next call tries again. */
export function loadPlaces(): Promise<PlaceEntry[]> {
  loading ??= fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`places.json answered ${response.status}`);
      return response.json() as Promise<{ rows: PlaceRow[] }>;
    })
    .then(({ rows }) => (loaded = rows.map(fromRow)))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The index if it has arrived (for map labels), else undefined. */
export function placesIfLoaded(): PlaceEntry[] | undefined {
  return loaded;
}

/**
 * Supplies the index instead of fetching it (a jsdom test page has no CMS host); undefined
 * forgets it, so the next call fetches again.
 */
export function providePlaces(entries: PlaceEntry[] | undefined): void {
  loaded = entries;
  loading = entries && Promise.resolve(entries);
}
