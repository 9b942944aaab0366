// `npm run serve`: the local platform serving the apps as they are already built (no install, no
// build), e.g. after `npm run build` or one app's own build. Apps without a build are named and
// answer 404 until built; the platform picks up a new build without a restart.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, CMS_URL } from './lib/apps.mjs';
import { spawnPlatform } from './lib/platform.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { log, root } from './lib/run.mjs';

const entryFile = (app) =>
  path.join(root, 'apps', app, 'dist', app === 'shell' ? 'shell.js' : 'remoteEntry.js');
const missing = APPS.filter((app) => !existsSync(entryFile(app)));

try {
  if (missing.length === APPS.length) {
    throw new Error('no app is built yet: run `npm run build` (or `npm start`) first');
  }
  await assertPortsFree();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
if (missing.length > 0) {
  console.warn(
    `\n! not built: ${missing.join(', ')} (their widgets fail to load; build one with ` +
      '`npx -y pnpm@10.34.9 --filter @ctb/<app> build`)',
  );
}
log(`Serving the built apps on the local platform: ${CMS_URL}/de/index.html`);
const platform = spawnPlatform({ stdio: 'inherit' });
const stop = () => platform.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
platform.on('exit', (code) => process.exit(code ?? 0));
