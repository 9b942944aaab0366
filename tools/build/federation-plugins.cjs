// Module Federation 2.0 (@module-federation/enhanced) for the shell (the host) and every domain
// app (a remote): one share scope, loaded-first sharing, the runtime's own mf-manifest.json.
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared-modules.cjs');

/** The global a remote entry sets: `ctb_remote_<domain>` (never a browser's own, as `chrome`). */
const containerGlobal = (name) => `ctb_remote_${name}`;

/** The chunk of an exposed module: `__federation_expose_mount` for `./mount`. */
function exposedChunkName(key) {
  return `__federation_expose_${key.replace(/^\.\//, '').replace(/\W/g, '_')}`;
}

/**
 * The runtime's configurations, measured on our pages (README, "What the federation runtime
 * costs"). `external` ships: the shell provides one runtime for the page (the browser build, with
 * the snapshot plugin that reads the manifests it registers) and each remote entry uses it,
 * without snapshot or remote-loading code of its own (a remote consumes no remote). The others
 * stay only to measure against: `CTB_FEDERATION_RUNTIME=optimized npm run build`.
 */
const RUNTIME_VARIANTS = {
  defaults: () => ({}),
  optimized: ({ isHost }) => ({
    optimization: isHost
      ? { target: 'web' }
      : { disableSnapshot: true, target: 'web', disableRemote: true },
  }),
  external: ({ isHost }) =>
    isHost
      ? { provideExternalRuntime: true, optimization: { target: 'web' } }
      : {
          externalRuntime: true,
          optimization: { disableSnapshot: true, target: 'web', disableRemote: true },
        },
};

function experiments(isHost) {
  const variant = process.env.CTB_FEDERATION_RUNTIME ?? 'external';
  const make = RUNTIME_VARIANTS[variant];
  if (!make) {
    throw new Error(
      `CTB_FEDERATION_RUNTIME="${variant}": one of ${Object.keys(RUNTIME_VARIANTS).join(', ')}`,
    );
  }
  return make({ isHost });
}

const common = {
  // One copy of each singleton even when two remotes load at once (see TOOLCHAIN: version-first
  // loaded two React on one page).
  shareStrategy: 'loaded-first',
  dts: false,
  dev: false,
};

/**
 * The shell: registers the remotes at run time (apps/shell/src/federation), shares no module of
 * its own, provides the runtime to the remotes.
 */
function hostFederationPlugins() {
  return [
    new ModuleFederationPlugin({
      ...common,
      name: 'shell',
      remotes: {},
      shared: {},
      manifest: false,
      experiments: experiments(true),
    }),
  ];
}

/** A domain app: remoteEntry.js exposing ./mount, its shared modules and mf-manifest.json. */
function remoteFederationPlugins(name, exposes) {
  const named = Object.fromEntries(
    Object.entries(exposes ?? {}).map(([key, request]) => [
      key,
      { import: request, name: exposedChunkName(key) },
    ]),
  );
  return [
    new ModuleFederationPlugin({
      ...common,
      name,
      filename: 'remoteEntry.js',
      library: { type: 'window', name: containerGlobal(name) },
      exposes: named,
      shared: sharedModules(),
      manifest: true,
      experiments: experiments(false),
    }),
  ];
}

/**
 * The runtime plugin that provides the runtime to the remotes is required as CommonJS and would
 * bring runtime-core's CommonJS build beside the ES build the shell's own runtime uses: two
 * copies. Both requests go to the ES build.
 */
function hostAliases() {
  const enhanced = require.resolve('@module-federation/enhanced/webpack');
  const tools = require.resolve('@module-federation/runtime-tools/runtime-core', {
    paths: [enhanced],
  });
  return {
    '@module-federation/runtime-tools/runtime-core$': tools.replace(/\.cjs$/, '.js'),
  };
}

module.exports = {
  hostAliases,
  hostFederationPlugins,
  remoteFederationPlugins,
  exposedChunkName,
};
