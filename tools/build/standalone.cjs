// The standalone baseline of the one-widget page (issue 17): the credit calculator built with the
// same loaders, messages compilation, minifier and providers as the federated apps (WidgetRoot,
// the i18n provider, page config, the widget's messages), but in one plain webpack build with no
// federation and no shell. scripts/measure.mjs builds it and serves it in place of shell.js on the
// same page, so the ratio federated / standalone is the cost of the federation alone.
const path = require('node:path');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { PacedScriptLoadsPlugin } = require('./paced-script-loads-plugin.cjs');
const { CspNoncePlugin } = require('./csp-nonce-plugin.cjs');
const {
  icuParserAliases,
  moduleRules,
  swcMinifier,
  trustedTypesPolicyName,
} = require('./index.cjs');

const root = path.join(__dirname, '../..');

/** @param {{ outputDir: string }} options */
function createStandaloneConfig({ outputDir }) {
  return {
    name: 'standalone',
    context: root,
    mode: 'production',
    devtool: false,
    entry: { standalone: path.join(__dirname, 'standalone/credit-page.tsx') },
    output: {
      path: outputDir,
      publicPath: 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      uniqueName: 'ctb_standalone',
      clean: true,
      // The calculators' policy name: the demo pages' CSP lists it, and no remote creates it here.
      trustedTypes: {
        policyName: trustedTypesPolicyName('calculators'),
        onPolicyCreationFailure: 'continue',
      },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      // The entry lives outside the app: it takes React and the rest from the calculators app.
      modules: ['node_modules', path.join(root, 'apps/calculators/node_modules')],
      // The texts arrive compiled, as in the apps' builds: no ICU parser in the browser.
      alias: icuParserAliases(),
    },
    module: { rules: moduleRules(path.join(root, 'apps/calculators/src'), true) },
    optimization: { chunkIds: 'named', minimize: true, minimizer: [swcMinifier()] },
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    plugins: [new CspNoncePlugin(), new CompileHintsPlugin(), new PacedScriptLoadsPlugin()],
  };
}

module.exports = { createStandaloneConfig };
