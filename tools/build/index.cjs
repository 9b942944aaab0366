// One webpack 5 + Module Federation configuration for the shell and every domain app, so that
// each app builds, serves and releases alone with the same share scope and conventions.
const fs = require('node:fs');
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');
const {
  hostFederationPlugins,
  hostAliases,
  remoteFederationPlugins,
  exposedChunkName,
} = require('./federation-plugins.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { PacedScriptLoadsPlugin } = require('./paced-script-loads-plugin.cjs');
const { ChunkLoadRetryPlugin } = require('./chunk-load-retry-plugin.cjs');
const { WidgetChunkNamesPlugin, WIDGET_MODULE } = require('./widget-chunk-names-plugin.cjs');
const { CspNoncePlugin } = require('./csp-nonce-plugin.cjs');
const { SharedLibraryChunksPlugin } = require('./shared-library-chunks-plugin.cjs');
const manifest = require('../apps.json');

const swcLoader = {
  loader: require.resolve('swc-loader'),
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
  },
};

function styleRules(isProduction) {
  const minify = isProduction ? [require.resolve('./css-minify-loader.cjs')] : [];
  return [
    {
      test: /\.module\.css$/,
      use: [
        require.resolve('style-loader'),
        {
          loader: require.resolve('css-loader'),
          options: {
            // A source map inside the JS would ship every stylesheet twice (its text and its
            // sourcesContent) with its mappings to every visitor: development only.
            sourceMap: !isProduction,
            // Stylesheets a module composes from go through the minifier too.
            importLoaders: minify.length,
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: isProduction ? 'ctb-[hash:base64:7]' : 'ctb-[name]__[local]',
            },
          },
        },
        ...minify,
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [
        require.resolve('style-loader'),
        { loader: require.resolve('css-loader'), options: { sourceMap: !isProduction } },
        ...minify,
      ],
    },
  ];
}

/**
 * @param {object} options
 * @param {string} options.name federation container name (the domain, or "shell")
 * @param {string} options.dir the app's folder
 * @param {number} [options.port] the app's own local port; tools/apps.json has it, so an app need
 *   not pass it (a port that disagrees with the manifest is an error, so the two cannot drift)
 * @param {Record<string,string>} [options.exposes] remotes only
 * @param {boolean} [options.isShell]
 */
function createFederatedConfig({ name, dir, port: givenPort, exposes, isShell = false }) {
  const port = manifestPort(name, givenPort);
  return (_env, argv) => {
    const isProduction = argv.mode !== 'development';
    return {
      name,
      context: dir,
      mode: isProduction ? 'production' : 'development',
      // No eval-based source maps in development either: the pages' CSP has no 'unsafe-eval'.
      devtool: isProduction ? 'source-map' : 'cheap-module-source-map',
      // The shell is one script the CMS references by name; its developer overrides are a chunk
      // it loads only on a page that asks for them.
      entry: isShell ? { shell: './src/index.ts' } : {},
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        // The CMS references shell.js by name; everything else is content-hashed and immutable.
        filename: isShell ? '[name].js' : '[name].[contenthash:8].js',
        chunkFilename: '[name].[contenthash:8].js',
        uniqueName: `ctb_${name}`,
        clean: true,
        // Chunk URLs go through the app's own Trusted Types policy (listed in the pages' CSP):
        // the page enforces require-trusted-types-for 'script'. A page whose CSP does not list it
        // reports the violation and falls back to the shell's default policy (remote origins).
        trustedTypes: {
          policyName: trustedTypesPolicyName(name),
          onPolicyCreationFailure: 'continue',
        },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // No ICU parser: the texts arrive compiled (see icuParserAliases).
        alias: { ...icuParserAliases(), ...(isShell ? hostAliases() : {}) },
      },
      module: { rules: moduleRules(path.join(dir, 'src'), isProduction) },
      optimization: {
        // Readable chunk names (still content-hashed): the measure script and the singleton
        // e2e test tell shared libraries apart by them.
        chunkIds: 'named',
        splitChunks: {
          cacheGroups: {
            // What two or more widgets of an app share from its src/common/ is one chunk per
            // folder of src/common (`common-<folder>`, the loose files there in `common`), instead
            // of a copy in each widget's chunk, a file per combination of widgets, or one chunk
            // that makes every widget download the code of all the others' common folders.
            common: {
              test: isSharedByWidgets,
              name: commonChunkName,
              chunks: 'async',
              minSize: 0,
              priority: 10,
              reuseExistingChunk: true,
            },
            // style-loader's and css-loader's runtime once per app (every entry of @ctb/shared is
            // a chunk group of its own, and each carried its own copy of them), inside the app's
            // remoteEntry.js: the parent of all its chunks, on every page the app is on, so the
            // style runtime costs no request of its own (a script element costs about a
            // millisecond of the main thread on a slow phone, and a page has dozens).
            styleRuntime: {
              test: STYLE_RUNTIME,
              name: isShell ? 'style-runtime' : name,
              chunks: 'async',
              enforce: true,
              priority: 20,
            },
            // An app's ./mount (the lifecycles and its widgets' definitions: names, config checks,
            // a load function each) inside remoteEntry.js: the shell asks for it as soon as the
            // container is on the page, so its own file only cost a request and a script element
            // per app and page. The shared modules it imports stay behind in the exposed chunk,
            // which then has no file: loading it is the consumption of those modules, as before
            // (in remoteEntry.js itself they would be consumed eagerly, before the share scope).
            exposedMount: {
              test: (module) => module.constructor.name !== 'ConsumeSharedModule',
              name,
              chunks: (chunk) => chunk.name === exposedChunkName('./mount'),
              enforce: true,
              priority: 40,
            },
            // What every app's ./mount needs, in one file (SHARED_CORE): the first app to mount
            // takes all of it from one provider in one step, so it never comes from two apps.
            sharedCore: {
              // Everything in those modules' chunks (a module another shared entry holds too
              // keeps its copy there) but what isSharedLibraryCode leaves out.
              test: isSharedLibraryCode,
              name: SHARED_CORE_CHUNK,
              chunks: isSharedCoreChunk,
              enforce: true,
              priority: 25,
            },
            // @ctb/shared/state and jotai, which only that entry imports, in one file: the same
            // reasoning as the shared core (whoever consumes the state consumes jotai with it,
            // from the same provider while every app provides both in the same version).
            sharedState: {
              test: isSharedLibraryCode,
              name: 'shared-state',
              chunks: (chunk) => loadedOnlyForShareKeys(chunk, (key) => SHARED_STATE.has(key)),
              enforce: true,
              priority: 25,
            },
            // webpack's default vendors group, but for a package only one entry of @ctb/shared
            // imports (swr: /http, downshift: /combobox, valibot: /validation): in that entry's
            // chunk it is one file and one table of exports fewer wherever the entry loads.
            defaultVendors: {
              test: (module, { chunkGraph }) =>
                NODE_MODULES.test(module.nameForCondition() ?? '') &&
                !heldByOneSharedEntryOnly(module, chunkGraph),
              idHint: 'vendors',
              priority: -10,
              reuseExistingChunk: true,
            },
            // webpack's default group, but not between the two chunk groups of one entry of
            // @ctb/shared (the one that provides it, the one a consumer falls back to): a page
            // loads one of them, so each stays one file instead of a part in common and the rest.
            default: {
              chunks: (chunk) => !isSharedEntryChunk(chunk),
              minChunks: 2,
              priority: -20,
              reuseExistingChunk: true,
            },
            // DOMPurify in a chunk of its own name: Chromium reports CSP violations for the inline
            // handlers and styles it merely parses (in an inert document) while sanitising, and
            // the XSS suite tells those from real ones by this file (dompurify.<hash>.js).
            dompurify: {
              test: /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?dompurify[\\/]/,
              name: 'dompurify',
              chunks: 'async',
              enforce: true,
              priority: 30,
            },
          },
        },
        minimize: isProduction,
        minimizer: isProduction ? [swcMinifier()] : [],
      },
      performance: { hints: false },
      infrastructureLogging: { level: 'error' },
      plugins: [
        new CspNoncePlugin(),
        ...(isProduction ? [new CompileHintsPlugin({ exclude: /^remoteEntry\.js$/ })] : []),
        new ChunkLoadRetryPlugin(),
        new PacedScriptLoadsPlugin(),
        new WidgetChunkNamesPlugin(),
        // What the app loads only for its own copy of a shared library (scripts/measure.mjs).
        ...(isShell ? [] : [new SharedLibraryChunksPlugin()]),
        ...(isShell
          ? hostFederationPlugins()
          : [sharedValidation(dir), ...remoteFederationPlugins(name, exposes)]),
      ],
      devServer: {
        port,
        host: 'localhost',
        allowedHosts: 'all',
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        hot: false,
        liveReload: false,
        client: false,
      },
    };
  };
}

/**
 * The loaders of every build (also the standalone baseline of tools/build/standalone.cjs, so that
 * it differs from an app's build by the federation alone). `messagesDirs`: where messages.ts files
 * are compiled by language.
 */
function moduleRules(messagesDirs, isProduction) {
  return [
    { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader },
    // An app's messages.ts and the shared common messages: compiled to ICU ASTs, German in the
    // chunk, other languages on demand (see the loader).
    {
      test: /[\\/]messages\.ts$/,
      include: [messagesDirs, COMMON_MESSAGES],
      enforce: 'pre',
      use: require.resolve('./messages-loader.cjs'),
    },
    // react-apexcharts and others ship ESM that webpack must not treat as fully specified.
    { test: /\.m?js$/, resolve: { fullySpecified: false } },
    ...styleRules(isProduction),
  ];
}

const NODE_MODULES = /[\\/]node_modules[\\/]/;
const STYLE_RUNTIME =
  /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:style|css)-loader[\\/]dist[\\/]runtime[\\/]/;

/**
 * The shared modules every app's ./mount loads (the widget runtime and what it imports: react,
 * react-dom, the JSX runtime, react-intl, @ctb/shared/validation). They travel in one chunk, so a
 * page loads them with one script instead of one each (a script element costs about a millisecond
 * of a slow phone's main thread). The first app that mounts consumes all of them at once, from the
 * same app; a module consumed later could come from another app and download that app's whole
 * chunk, so nothing an app's ./mount may not need belongs here.
 */
const SHARED_CORE = new Set([
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-intl',
  '@ctb/shared/runtime',
  '@ctb/shared/validation',
]);
const SHARED_CORE_CHUNK = 'shared-core';
const SHARED_STATE = new Set(['@ctb/shared/state', 'jotai']);

/**
 * What the shared core and shared state chunks hold: the libraries' code, not the style runtime
 * (in remoteEntry.js) and not the federation's consume modules. The runtime resolves a chunk's
 * consumes before the chunk counts as loaded, so react-dom's consume of react inside the chunk
 * that provides react would wait for itself, and the page would never mount a widget.
 */
function isSharedLibraryCode(module) {
  return (
    module.constructor.name !== 'ConsumeSharedModule' &&
    !STYLE_RUNTIME.test(module.nameForCondition() ?? '')
  );
}

/** The share key a chunk group was created for (a provided module or a consumer's fallback). */
function shareKeyOf({ module }) {
  if (module?.constructor.name === 'ProvideSharedModule') return module._name;
  if (module?.constructor.name === 'ConsumeSharedModule') return module.options.shareKey;
  return undefined;
}

/** Whether only chunk groups created for shared modules whose share key passes `test` load it. */
function loadedOnlyForShareKeys(chunk, test) {
  const groups = [...chunk.groupsIterable];
  return (
    groups.length > 0 &&
    groups.every(
      (group) =>
        group.origins.length > 0 && group.origins.every((origin) => test(shareKeyOf(origin))),
    )
  );
}

/** A chunk only the chunk groups of SHARED_CORE's modules load. */
function isSharedCoreChunk(chunk) {
  return loadedOnlyForShareKeys(chunk, (key) => SHARED_CORE.has(key));
}

/** A chunk only the chunk groups of entries of @ctb/shared load (provided or fallen back to). */
function isSharedEntryChunk(chunk) {
  return loadedOnlyForShareKeys(chunk, (key) => key?.startsWith('@ctb/shared/') ?? false);
}

/**
 * Whether the chunk groups of one entry of @ctb/shared (the one that provides it and the one a
 * consumer falls back to) are the only ones holding the module; not when any other chunk group
 * holds it too (a widget, another entry, a lazy part of an entry).
 */
function heldByOneSharedEntryOnly(module, chunkGraph) {
  const keys = new Set();
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const group of chunk.groupsIterable) {
      if (group.origins.length === 0) return false;
      for (const origin of group.origins) {
        const key = shareKeyOf(origin);
        if (!key?.startsWith('@ctb/shared/')) return false;
        keys.add(key);
      }
    }
  }
  return keys.size === 1;
}

const COMMON_MESSAGES =
  /[\\/]libs[\\/]shared[\\/]src[\\/]i18n[\\/]common-messages[\\/]messages\.ts$/;

/**
 * formatjs's documented route for precompiled messages: intl-messageformat (under react-intl)
 * imports its ICU parser, which every build swaps for the same package's `no-parser.js` (the
 * AST helpers without the parser, about 7 KiB less per page). Every text reaches react-intl as an
 * AST (messages-loader.cjs); a text given as a string would throw and show verbatim.
 */
function icuParserAliases() {
  return {
    '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
  };
}

/** The Trusted Types policy webpack creates for an app's chunk loading: `ctb-webpack-<name>`. */
function trustedTypesPolicyName(name) {
  return `ctb-webpack-${name}`;
}

/** The app's port from tools/apps.json (the one manifest of apps and ports). */
function manifestPort(name, givenPort) {
  const entry = manifest.apps[name];
  if (!entry) {
    throw new Error(`tools/apps.json has no app "${name}": add it there with its port`);
  }
  if (givenPort !== undefined && givenPort !== entry.port) {
    throw new Error(
      `${name}: port ${givenPort} disagrees with tools/apps.json (${entry.port}); drop the port option`,
    );
  }
  return entry.port;
}

const COMMON_CODE = /[\\/]src[\\/]common[\\/]/;
const COMMON_FOLDER = /[\\/]src[\\/]common[\\/]([^\\/]+)[\\/]/;

/**
 * `common` for what every widget of the app uses (a page with any one of them needs it all, so a
 * file per folder only cost requests) and for the loose files and small folders of src/common/;
 * `common-<folder>` for the rest of a folder there.
 */
function commonChunkName(module) {
  const file = module.nameForCondition() ?? '';
  const match = COMMON_FOLDER.exec(file);
  if (!match || usedByEveryWidget(module, file)) return 'common';
  const folder = file.slice(0, match.index + match[0].length);
  return sourceSize(folder) < SMALL_COMMON_FOLDER ? 'common' : `common-${match[1]}`;
}

/**
 * A folder of src/common with less source than this (about 1 KiB gzip built) goes into the app's
 * `common` chunk with the loose files: a file of its own would cost a request (a script element,
 * about a millisecond of a slow phone's main thread) for a few hundred bytes.
 */
const SMALL_COMMON_FOLDER = 4000;
const sourceSizes = new Map();

/** Characters of source in a folder, tests and test helpers left out. */
function sourceSize(folder) {
  let size = sourceSizes.get(folder);
  if (size === undefined) {
    size = 0;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
      const inTesting = /[\\/]testing(?:[\\/]|$)/.test(entry.parentPath);
      if (entry.isFile() && !inTesting && !/\.test\.[jt]sx?$/.test(entry.name))
        size += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
    sourceSizes.set(folder, size);
  }
  return size;
}

/** How many widgets' chunks hold a module of src/common/ (counted by isSharedByWidgets). */
const widgetsHolding = new WeakMap();

/** A module of an app's src/common/ that the chunks of two or more widgets hold. */
function isSharedByWidgets(module, { chunkGraph }) {
  if (!COMMON_CODE.test(module.nameForCondition() ?? '')) return false;
  let widgets = 0;
  for (const chunk of chunkGraph.getModuleChunksIterable(module)) {
    for (const held of chunkGraph.getChunkModulesIterable(chunk)) {
      if (WIDGET_MODULE.test(held.nameForCondition() ?? '')) {
        widgets += 1;
        break;
      }
    }
  }
  widgetsHolding.set(module, widgets);
  return widgets >= 2;
}

/** Whether the chunks of all the app's widgets (src/widgets/<name>/<name>-widget.tsx) hold it. */
function usedByEveryWidget(module, file) {
  const src = file.slice(0, COMMON_CODE.exec(file).index);
  return widgetsHolding.get(module) === widgetCount(path.join(src, 'src', 'widgets'));
}

const widgetCounts = new Map();

/** The widgets in an app's src/widgets/: the folders with a `<name>-widget.tsx`. */
function widgetCount(widgetsDir) {
  let count = widgetCounts.get(widgetsDir);
  if (count === undefined) {
    count = fs
      .readdirSync(widgetsDir, { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() &&
          fs.existsSync(path.join(widgetsDir, entry.name, `${entry.name}-widget.tsx`)),
      ).length;
    widgetCounts.set(widgetsDir, count);
  }
  return count;
}

/**
 * A package that imports valibot itself (@hookform/resolvers/valibot) gets @ctb/shared/validation
 * instead, the page's one copy of valibot (the apps' own code imports that entry, eslint sees to
 * it). The request is resolved from the app's folder: the package's folder in pnpm's store does not
 * see @ctb/shared, and the federation consumes a shared module by its request, before resolving.
 */
function sharedValidation(dir) {
  return new NormalModuleReplacementPlugin(/^valibot$/, (resolveData) => {
    if (!/[\\/]node_modules[\\/]/.test(resolveData.context ?? '')) return;
    resolveData.request = '@ctb/shared/validation';
    resolveData.context = dir;
  });
}

function swcMinifier() {
  const TerserPlugin = require('terser-webpack-plugin');
  return new TerserPlugin({
    minify: TerserPlugin.swcMinify,
    terserOptions: { compress: true, mangle: true },
  });
}

module.exports = {
  createFederatedConfig,
  trustedTypesPolicyName,
  moduleRules,
  icuParserAliases,
  swcMinifier,
};
