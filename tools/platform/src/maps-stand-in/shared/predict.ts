import { normalize, type PlaceEntry } from './place-entry';
import { findPlace, placeHit, postalHit, streetHit, type Hit } from './place-lookup';

const MAX_PREDICTIONS = 5;

/** Places whose name starts with the text (then any word of it), most populous first. */
function placesByName(index: PlaceEntry[], text: string): PlaceEntry[] {
  const query = normalize(text);
  if (!query) return [];
  const starts = index.filter((p) => normalize(p.name).startsWith(query));
  const words = index.filter(
    (p) => !normalize(p.name).startsWith(query) && ` ${normalize(p.name)}`.includes(` ${query}`),
  );
  return [...starts, ...words];
}

/** Autocomplete predictions (geocode type) for Austrian places, postal codes and addresses. */
export function predictPlaces(index: PlaceEntry[], input: string, country: string): Hit[] {
  const text = input.trim();
  const hits: Hit[] = [];
  const postal = /^(\d{1,4})(?:\s+(.*))?$/.exec(text);
  const comma = text.lastIndexOf(',');
  if (postal) {
    const [, code = '', city = ''] = postal;
    const wanted = normalize(city);
    for (const p of index) {
      if (!p.postalCode.startsWith(code)) continue;
      if (wanted && !normalize(p.city).startsWith(wanted)) continue;
      hits.push(postalHit(p, p.postalCode, country));
    }
  } else if (comma > 0) {
    const street = text.slice(0, comma).trim();
    const rest = text.slice(comma + 1).trim();
    const code = /^(\d{4})\s*(.*)$/.exec(rest);
    const places = code
      ? index.filter(
          (p) => p.postalCode === code[1] && normalize(p.city).startsWith(normalize(code[2] ?? '')),
        )
      : rest
        ? placesByName(index, rest)
        : [];
    for (const p of places) hits.push(streetHit(p, street, code?.[1] ?? p.postalCode, country));
  } else {
    const address = /^(.*\D)\s+(\d+\w*)$/.exec(text);
    const place = address ? undefined : findPlace(index, text);
    for (const p of placesByName(index, text)) hits.push(placeHit(index, p, country));
    if (place && hits.length === 0) hits.push(placeHit(index, place, country));
  }
  const seen = new Set<string>();
  return hits
    .filter((hit) => !seen.has(hit.formattedAddress) && seen.add(hit.formattedAddress))
    .slice(0, MAX_PREDICTIONS);
}

/** Offsets of the input's words in a text (matched_substrings), case and accents ignored. */
export function matchedSubstrings(
  text: string,
  input: string,
): { offset: number; length: number }[] {
  const haystack = text.toLowerCase();
  return input
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((word) => ({ offset: haystack.indexOf(word), length: word.length }))
    .filter((match) => match.offset >= 0);
}
