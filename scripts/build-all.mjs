// Builds the shell and every domain app for production in one process (webpack MultiCompiler).
// Each app also builds alone: `npx -y pnpm@10 --filter @ctb/<app> build`.
import { createRequire } from 'node:module';
import path from 'node:path';
import { APPS } from './lib/apps.mjs';
import { root, log } from './lib/run.mjs';

/** The shell and the domain apps of tools/apps.json. */
export { APPS };

export async function buildAll({ mode = 'production', apps = APPS } = {}) {
  const require = createRequire(path.join(root, 'tools/build/index.cjs'));
  const webpack = require('webpack');
  const configs = apps.map((app) => {
    const factory = require(path.join(root, 'apps', app, 'webpack.config.cjs'));
    return factory({}, { mode });
  });
  log(`Building ${apps.length} apps (${mode})`);
  const started = Date.now();
  const stats = await new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(result);
    });
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  for (const child of info.children ?? []) {
    for (const warning of child.warnings ?? [])
      console.warn(`[${child.name}] warning: ${warning.message}`);
    for (const error of child.errors ?? []) console.error(`[${child.name}] ${error.message}`);
  }
  if (stats.hasErrors()) throw new Error('the build failed (errors above)');
  console.log(`Built ${apps.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const apps = process.argv.slice(2);
  buildAll({ apps: apps.length > 0 ? apps : APPS }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
