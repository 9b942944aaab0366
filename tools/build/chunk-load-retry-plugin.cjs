// Tries a chunk again when its script fails to load (a dropped connection, a 503 from a CDN edge):
// webpack's script loading (`__webpack_require__.l`) reports the failure only after the last of a
// few tries, each after a longer wait. The federation runtime retries a remote's manifest and
// remoteEntry.js (apps/shell/src/federation/retry-plugin.ts); this does the same for the chunks
// the remote then loads with webpack's own loader (widgets, shared libraries, texts).
const webpack = require('webpack');

const { RuntimeGlobals, RuntimeModule, Template } = webpack;

/** The waits before each new try of a chunk that failed, in milliseconds. */
const RETRY_DELAYS_MS = [300, 900];

class ChunkLoadRetryRuntimeModule extends RuntimeModule {
  constructor() {
    // After webpack's own "load script" module, before the paced loads (STAGE_TRIGGER) wrap it.
    super('chunk load retry', RuntimeModule.STAGE_ATTACH);
  }

  generate() {
    const load = RuntimeGlobals.loadScript;
    return Template.asString([
      `var loadOnce = ${load};`,
      `var retryDelays = ${JSON.stringify(RETRY_DELAYS_MS)};`,
      `${load} = function (url, done, key, chunkId) {`,
      Template.indent([
        'var attempt = 0;',
        // A script that loaded but held no chunk ("missing") is a build's fault: not tried again.
        'var retrying = function (event) {',
        Template.indent([
          "if (event && event.type !== 'load' && attempt < retryDelays.length) {",
          Template.indent([
            'setTimeout(function () { loadOnce(url, retrying, key, chunkId); }, retryDelays[attempt++]);',
            'return;',
          ]),
          '}',
          'done(event);',
        ]),
        '};',
        'loadOnce(url, retrying, key, chunkId);',
      ]),
      '};',
    ]);
  }
}

class ChunkLoadRetryPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkLoadRetryPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.loadScript)
        .tap('ChunkLoadRetryPlugin', (chunk) => {
          compilation.addRuntimeModule(chunk, new ChunkLoadRetryRuntimeModule());
        });
    });
  }
}

module.exports = { ChunkLoadRetryPlugin, RETRY_DELAYS_MS };
