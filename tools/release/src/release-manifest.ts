import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';

const assetsSchema = v.object({
  js: v.object({ sync: v.array(v.string()), async: v.array(v.string()) }),
});

const sharedSchema = v.object({
  name: v.string(),
  version: v.string(),
  requiredVersion: v.optional(v.string()),
  singleton: v.optional(v.boolean()),
  assets: assetsSchema,
});

/** The parts of webpack's mf-manifest.json the release tooling reads. */
export const releaseManifestSchema = v.object({
  name: v.string(),
  metaData: v.object({
    buildInfo: v.object({ buildVersion: v.string() }),
    remoteEntry: v.object({ name: v.string() }),
  }),
  shared: v.array(sharedSchema),
  exposes: v.array(v.object({ path: v.string(), assets: assetsSchema })),
});

export type ReleaseManifest = v.InferOutput<typeof releaseManifestSchema>;
export type SharedEntry = ReleaseManifest['shared'][number];

export function readReleaseManifest(folder: string): ReleaseManifest {
  const file = join(folder, 'mf-manifest.json');
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} cannot be read as JSON: ${(error as Error).message}`);
  }
  const result = v.safeParse(releaseManifestSchema, json);
  if (!result.success) {
    const issue = result.issues[0];
    throw new Error(`${file} is invalid at "${v.getDotPath(issue) ?? ''}": ${issue.message}`);
  }
  return result.output;
}
