import { readFileSync } from 'node:fs';
import * as v from 'valibot';

const kib = v.pipe(v.number(), v.minValue(0));

export const budgetsSchema = v.object({
  about: v.optional(v.string()),
  pages: v.array(
    v.object({
      name: v.pipe(v.string(), v.nonEmpty()),
      path: v.pipe(v.string(), v.startsWith('/')),
      /** Measure the page with only the first element of this widget (the others removed). */
      keepOnly: v.optional(v.string()),
      maxJsKiB: kib,
      /** This page's own CLS ceiling where it cannot reach layoutShift.max yet (say why in about). */
      maxLayoutShift: v.optional(v.pipe(v.number(), v.minValue(0))),
      about: v.optional(v.string()),
    }),
  ),
  domainPages: v.object({
    path: v.pipe(v.string(), v.includes('{domain}')),
    maxJsKiB: kib,
    about: v.optional(v.string()),
  }),
  /**
   * The chrome on every page (issue 15): the JS its header and cookie banner add to a content page
   * beyond the shared libraries (scripts/lib/measure-chrome.mjs).
   */
  chrome: v.optional(
    v.object({
      maxHeaderAndBannerKiB: kib,
      about: v.optional(v.string()),
    }),
  ),
  /** CLS (median of the measured loads) every page is held to, at each measured viewport. */
  layoutShift: v.optional(
    v.object({
      max: v.pipe(v.number(), v.minValue(0)),
      about: v.optional(v.string()),
    }),
  ),
  /** The federation tax: JS of the keepOnly page over the same widget built standalone. */
  federationRatio: v.optional(
    v.object({
      max: v.pipe(v.number(), v.minValue(1)),
      about: v.optional(v.string()),
    }),
  ),
});

const scriptSchema = v.object({
  url: v.pipe(v.string(), v.url()),
  status: v.number(),
  raw: v.number(),
  gzip: v.number(),
  transferred: v.number(),
  encoding: v.string(),
  swr: v.boolean(),
  // Figures of before @ctb/shared/validation have no such mark.
  valibot: v.optional(v.boolean(), false),
});

/** .measure/figures.json as scripts/measure.mjs writes it (the parts the check reads). */
export const figuresSchema = v.object({
  measuredAt: v.string(),
  remotes: v.record(v.string(), v.pipe(v.string(), v.url())),
  pages: v.array(
    v.object({
      name: v.string(),
      path: v.string(),
      keepOnly: v.nullable(v.string()),
      widgets: v.array(v.object({ widget: v.string(), state: v.string() })),
      scripts: v.array(scriptSchema),
      /** CLS per viewport (desktop, phone): each load's figure and their median. */
      layoutShift: v.optional(
        v.record(v.string(), v.object({ median: v.number(), runs: v.array(v.number()) })),
      ),
    }),
  ),
  /** The chrome's header and banner on a content page, by part (runtime, widgets, ...). */
  chrome: v.optional(
    v.object({
      page: v.string(),
      headerAndBannerGzip: v.number(),
      headerAndBannerParts: v.array(v.object({ part: v.string(), gzip: v.number() })),
    }),
  ),
  /** The keepOnly page against the standalone baseline (tools/build/standalone.cjs). */
  federation: v.optional(
    v.object({
      page: v.string(),
      federatedGzip: v.number(),
      standaloneGzip: v.pipe(v.number(), v.minValue(1)),
      ratio: v.number(),
    }),
  ),
});

export type Budgets = v.InferOutput<typeof budgetsSchema>;
export type Figures = v.InferOutput<typeof figuresSchema>;
export type PageFigures = Figures['pages'][number];

export function readJsonFile<T extends v.GenericSchema>(file: string, schema: T): v.InferOutput<T> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(schema, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`${file} is invalid at "${v.getDotPath(issue) ?? ''}": ${issue.message}`);
  }
  return result.output;
}
