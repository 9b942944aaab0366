import * as v from 'valibot';
import { bankForPath } from './banks';
import { applyFilter, normaliseFilter } from './branch-filters';
import { allBranches } from './branch-generator';
import type { Branch } from './branch-types';
import { haversineMetres, insideBounds } from '../../common/geo/distance';
import { isOpenAt } from './open-now';

const LatLngSchema = v.object({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
const FilterSchema = v.optional(v.union([v.string(), v.array(v.string())]));

export const MapSearchSchema = v.object({
  type: v.literal('BANKSTELLENSUCHE'),
  center: LatLngSchema,
  bottomLeft: LatLngSchema,
  topRight: LatLngSchema,
  offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)), 1000),
  filter: FilterSchema,
});

export const ListSearchSchema = v.object({
  type: v.literal('BANKSTELLENLISTESUCHE'),
  query: v.optional(v.string(), ''),
  filter: FilterSchema,
  mainInstituteReorder: v.optional(v.boolean(), false),
  path: v.optional(v.string()),
});

/** A branch as answered: openNow computed for `now` (Europe/Vienna). */
export function withOpenNow(branch: Branch, now: Date, distance?: number): Branch {
  return {
    ...branch,
    ...(distance === undefined ? {} : { distance: Math.round(distance) }),
    openingHours: { ...branch.openingHours, openNow: isOpenAt(branch.openingHours.periods, now) },
  };
}

/** Map search: branches inside the bounds, filtered, nearest to the centre first, one page. */
export function mapSearch(request: v.InferOutput<typeof MapSearchSchema>, now: Date) {
  const filter = normaliseFilter(request.filter);
  const inside = allBranches().filter((b) =>
    insideBounds(b.geolocation, request.bottomLeft, request.topRight),
  );
  const found = applyFilter(inside, filter, now)
    .map((branch) => ({ branch, distance: haversineMetres(request.center, branch.geolocation) }))
    .sort((a, b) => a.distance - b.distance || a.branch.id.localeCompare(b.branch.id));
  const page = found.slice(request.offset, request.offset + request.size);
  return {
    documents: page.map(({ branch, distance }) => withOpenNow(branch, now, distance)),
    size: found.length,
    filter,
  };
}

const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Every word of the query must occur in the name, city, postal code or street. */
function matchesQuery(branch: Branch, words: string[]): boolean {
  const haystack = fold(
    `${branch.name} ${branch.address.city} ${branch.address.postalCode} ${branch.address.street}`,
  );
  return words.every((word) => haystack.includes(word));
}

/** List search: by text and filter, sorted by city and name; the site's own bank first on request. */
export function listSearch(request: v.InferOutput<typeof ListSearchSchema>, now: Date) {
  const filter = normaliseFilter(request.filter);
  const words = fold(request.query)
    .split(/[\s,]+/)
    .filter((word) => word !== '');
  const sorted = applyFilter(allBranches(), filter, now)
    .filter((branch) => matchesQuery(branch, words))
    .sort(
      (a, b) =>
        a.address.city.localeCompare(b.address.city, 'de') || a.name.localeCompare(b.name, 'de'),
    );
  const own =
    request.mainInstituteReorder && request.path ? bankForPath(request.path)?.id : undefined;
  const documents = own
    ? [
        ...sorted.filter((b) => b.mainInstitute === own),
        ...sorted.filter((b) => b.mainInstitute !== own),
      ]
    : sorted;
  return { documents: documents.map((branch) => withOpenNow(branch, now)), filter };
}
