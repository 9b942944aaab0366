import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The part of esbuild's API used here (esbuild is tsx's own dependency, not ours). */
interface Esbuild {
  build(options: Record<string, unknown>): Promise<{ outputFiles: { text: string }[] }>;
}

function esbuild(repoRoot: string): Esbuild {
  const platform = createRequire(join(repoRoot, 'tools', 'platform', 'package.json'));
  const fromTsx = createRequire(platform.resolve('tsx/package.json'));
  return fromTsx('esbuild') as Esbuild;
}

const bundles = new Map<string, Promise<string>>();

/**
 * The stand-in bundled for browsers (an IIFE, ES2020, no source map), built with the esbuild that
 * tsx brings along; built once per process and entry, no network needed.
 */
export function mapsStandInBundle(repoRoot: string): Promise<string> {
  const entry = join(repoRoot, 'tools', 'platform', 'src', 'maps-stand-in', 'browser', 'index.ts');
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = esbuild(repoRoot)
      .build({
        entryPoints: [entry],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2020',
        platform: 'browser',
        minify: false,
        legalComments: 'none',
        logLevel: 'silent',
        banner: {
          js: '/* ctb offline maps stand-in: a subset of the Google Maps JavaScript API */',
        },
      })
      .then((result) => result.outputFiles.map((file) => file.text).join('\n'));
    bundle.catch(() => bundles.delete(entry));
    bundles.set(entry, bundle);
  }
  return bundle;
}
