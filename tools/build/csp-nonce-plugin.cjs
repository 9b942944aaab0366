// Each app (the shell and every remote) has its own webpack runtime and so its own
// __webpack_nonce__ (__webpack_require__.nc): webpack's chunk loading gives its <script> elements
// that nonce, and style-loader its <style> elements. This plugin sets it in every runtime when the
// runtime starts, from the script that is running it (the CMS's shell tag, or a remote entry the
// shell's federation plugin created with the page's nonce), else from any nonced element of the
// page. Browsers hide a nonce from getAttribute; the `nonce` property keeps it.
const webpack = require('webpack');

const { RuntimeGlobals, RuntimeModule, Template } = webpack;

class CspNonceRuntimeModule extends RuntimeModule {
  constructor() {
    // After webpack's own NonceRuntimeModule (STAGE_ATTACH), which sets it to undefined, and
    // before any trigger (startup, chunk loading of the entry).
    super('ctb csp nonce', RuntimeModule.STAGE_ATTACH + 1);
  }

  generate() {
    const nc = RuntimeGlobals.scriptNonce;
    return Template.asString([
      `if (!${nc} && typeof document !== 'undefined') {`,
      Template.indent([
        'var script = document.currentScript;',
        'var holder = script && script.nonce ? script : document.querySelector(\'meta[property="csp-nonce"][nonce], script[nonce], style[nonce], link[nonce]\');',
        `${nc} = (holder && (holder.nonce || holder.getAttribute('nonce'))) || undefined;`,
      ]),
      '}',
    ]);
  }
}

class CspNoncePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CspNoncePlugin', (compilation) => {
      compilation.hooks.additionalTreeRuntimeRequirements.tap('CspNoncePlugin', (chunk, set) => {
        set.add(RuntimeGlobals.scriptNonce);
        compilation.addRuntimeModule(chunk, new CspNonceRuntimeModule());
      });
    });
  }
}

module.exports = { CspNoncePlugin };
