// `npm start`: install, build every app, start the local platform and serve the demo site.
import { buildAll } from './build-all.mjs';
import { assertPortsFree } from './lib/ports.mjs';
import { spawnPlatform } from './lib/platform.mjs';
import { install, log } from './lib/run.mjs';

try {
  await assertPortsFree();
  install();
  await buildAll();
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  process.exit(1);
}
log('Starting the local platform (CMS host, paas and one origin per app)');
const platform = spawnPlatform({ stdio: 'inherit' });
const stop = () => platform.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
platform.on('exit', (code) => process.exit(code ?? 0));
