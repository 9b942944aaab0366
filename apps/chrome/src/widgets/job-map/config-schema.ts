import * as v from '@ctb/shared/validation';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** The nine federal states by the names the map data and the job offers use. */
export const STATE_NAMES = [
  'Burgenland',
  'Kärnten',
  'Niederösterreich',
  'Oberösterreich',
  'Salzburg',
  'Steiermark',
  'Tirol',
  'Vorarlberg',
  'Wien',
] as const;

/** SPEC "Map state": id, label, link, layer. */
const stateSchema = v.object({
  /** Which state (its German name, as in the map data and the job offers' `location`). */
  id: v.picklist(STATE_NAMES),
  /** The state's title in the page language (button name and popover title). */
  label: text,
  link: v.object({ href: text, text: text }),
  /** The layer text of the popover. */
  layer: v.string(),
});

/** `chrome/job-map`: the career page's map of Austria's nine federal states. */
export const jobMapConfigSchema = v.pipe(
  v.object({
    title: v.optional(text),
    headingLevel: v.optional(v.picklist([2, 3, 4])),
    states: v.pipe(v.array(stateSchema), v.minLength(1)),
    /** The job search (POST JOBSUCHE): its `location` facet gives the open positions per state. */
    jobsUrl: v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])\S*$/, 'must be a site path'))),
  }),
  v.check(
    (config) => new Set(config.states.map((state) => state.id)).size === config.states.length,
    'states: every state only once',
  ),
);

export type JobMapConfig = v.InferOutput<typeof jobMapConfigSchema>;
export type MapState = JobMapConfig['states'][number];
