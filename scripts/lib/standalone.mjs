// The standalone baseline of the one-credit-calculator page (issue 17): built by
// tools/build/standalone.cjs into .measure/standalone and served by Chromium in place of
// shell.js (and beside it, its chunks) on the same demo page, so both are measured on the same
// markup, page config and CSP.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { log, root } from './run.mjs';

export const STANDALONE_DIR = path.join(root, '.measure', 'standalone');

export async function buildStandalone() {
  const require = createRequire(path.join(root, 'tools/build/index.cjs'));
  const webpack = require('webpack');
  const { createStandaloneConfig } = require(path.join(root, 'tools/build/standalone.cjs'));
  log('Building the standalone baseline (the credit calculator without federation)');
  const stats = await new Promise((resolve, reject) => {
    const compiler = webpack(createStandaloneConfig({ outputDir: STANDALONE_DIR }));
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(result);
    });
  });
  if (stats.hasErrors()) {
    const { errors } = stats.toJson({ all: false, errors: true });
    throw new Error(`the standalone build failed: ${errors.map((e) => e.message).join('\n')}`);
  }
}

/**
 * A Playwright context route: shell.js answered with the standalone entry, and any file of the
 * standalone build asked from the shell's origin with that file.
 */
export function serveStandaloneInsteadOfShell(shellUrl) {
  const { origin } = new URL(shellUrl);
  return [
    (url) => url.origin === origin,
    (route) => {
      const name = path.basename(new URL(route.request().url()).pathname);
      const file = path.join(STANDALONE_DIR, name === 'shell.js' ? 'standalone.js' : name);
      if (!existsSync(file)) return route.continue();
      return route.fulfill({
        path: file,
        contentType: 'text/javascript; charset=utf-8',
        headers: { 'access-control-allow-origin': '*' },
      });
    },
  ];
}
