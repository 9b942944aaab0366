import * as v from '@ctb/shared/validation';
import { safeHref } from '@ctb/shared/runtime';

/** A link of the branch service's answer through the shared check: unsafe ones become `empty`. */
function link<T extends string | null>(field: string, empty: T, allowedOrigins?: string[]) {
  return v.pipe(
    v.string(),
    v.transform(
      (value): string | T =>
        safeHref(value, { allowedOrigins, source: `banksearch branch ${field}` }) ?? empty,
    ),
  );
}

/** Google Maps directions: the route planner links of the branch service. */
const ROUTE_PLANNER_ORIGINS = ['https://www.google.com'];

const latLngSchema = v.object({ lat: v.number(), lng: v.number() });

const intervalSchema = v.object({ open: v.string(), close: v.string() });

/** One weekday (0 = Monday … 6 = Sunday); a missing day is closed. */
const periodSchema = v.object({
  day: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  intervals: v.array(intervalSchema),
});

const openingHoursSchema = v.object({
  openNow: v.optional(v.boolean()),
  periods: v.array(periodSchema),
});

const imageSchema = v.object({ res1x: v.string(), res2x: v.string() });

/** SPEC 3 "Bank branch", as docs/contracts.md "Bank and branch services" answers it. */
export const branchSchema = v.object({
  id: v.string(),
  name: v.string(),
  type: v.picklist(['BANKSTELLE', 'SB_STELLE', 'BERATUNGSZENTRUM']),
  serviceType: v.picklist(['FULL_SERVICE', 'SELF_SERVICE', 'ADVISORY']),
  geolocation: latLngSchema,
  contact: v.object({
    telephone: v.optional(v.string(), ''),
    chat: v.optional(v.nullable(link('contact.chat', null)), null),
    email: v.optional(v.string(), ''),
    website: v.optional(link('contact.website', ''), ''),
  }),
  address: v.object({ street: v.string(), postalCode: v.string(), city: v.string() }),
  parkinglots: v.optional(v.number(), 0),
  accessible: v.optional(v.boolean(), false),
  central: v.optional(v.boolean(), false),
  /** The bank (main institute) id; its site is `/banken/<mainInstitute>`. */
  mainInstitute: v.string(),
  /** Metres from the search centre (map search only). */
  distance: v.optional(v.number()),
  openingHours: v.optional(openingHoursSchema, { periods: [] }),
  consultingHours: v.optional(v.object({ periods: v.array(periodSchema) }), { periods: [] }),
  blz: v.string(),
  imageCopyRight: v.optional(v.string(), ''),
  titleImageLink: v.optional(v.string(), ''),
  listImage: v.optional(v.object({ xs: imageSchema, sm: imageSchema, alt: v.string() })),
  routePlanner: v.optional(link('routePlanner', '', ROUTE_PLANNER_ORIGINS), ''),
  equipment: v.optional(v.array(v.string()), []),
  services: v.optional(v.array(v.string()), []),
  selfService: v.optional(
    v.object({ equipment: v.array(v.string()), openingHours: openingHoursSchema }),
    { equipment: [], openingHours: { periods: [] } },
  ),
  /** The federal state (platform extra, not in SPEC 3). */
  state: v.optional(v.string()),
});

export type Branch = v.InferOutput<typeof branchSchema>;
export type OpeningPeriod = v.InferOutput<typeof periodSchema>;
export type OpeningHours = v.InferOutput<typeof openingHoursSchema>;

/** SPEC 3 "Branch search filters": one section of GET /api/branches/filter. */
export const filterSectionSchema = v.object({
  name: v.string(),
  entries: v.array(v.object({ name: v.string(), value: v.string() })),
});

export type FilterSection = v.InferOutput<typeof filterSectionSchema>;

export const mapSearchAnswerSchema = v.object({
  documents: v.array(branchSchema),
  size: v.number(),
  filter: v.optional(v.array(v.string()), []),
});

export const listAnswerSchema = v.object({
  documents: v.array(branchSchema),
  filter: v.optional(v.array(v.string()), []),
});

export const branchUrlSchema = v.object({ url: v.string() });
