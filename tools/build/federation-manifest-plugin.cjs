// Writes mf-manifest.json for a remote built with webpack's own ModuleFederationPlugin: what the
// shell needs to load it (the entry script and the global it sets, the release's buildVersion)
// and what the release tooling and scripts/measure.mjs read (each shared module with its version,
// range and files; each exposed module with its files). The format is the one of the Module
// Federation manifest (name, metaData, shared, exposes), with the fields we use.
const { Compilation, sources } = require('webpack');

const FILE = 'mf-manifest.json';
// The container's entry chunk (remoteEntry.js, which also holds the style runtime every chunk
// group of the app needs) is in the groups too, but it is loaded before any of them: left out.
const jsFiles = (group) =>
  group.chunks
    .filter((chunk) => !chunk.canBeInitial())
    .flatMap((chunk) => [...chunk.files])
    .filter((f) => f.endsWith('.js'));

class FederationManifestPlugin {
  /**
   * @param {{ name: string, globalName: string, entry: string, exposes: Record<string, {import: string, name: string}>, shared: Record<string, object>, version: string }} options
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const { options } = this;
    compiler.hooks.thisCompilation.tap('FederationManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FederationManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          // Each shared module's files: its provided copy's chunks and its consumers' fallback
          // chunks (webpack may split the same library into one of each).
          const provided = new Map();
          const filesOf = (module) =>
            module.blocks.flatMap((block) => {
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              return group ? jsFiles(group) : [];
            });
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ProvideSharedModule') continue;
            provided.set(module._name, {
              version: module._version,
              files: new Set(filesOf(module)),
            });
          }
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ConsumeSharedModule') continue;
            const entry = provided.get(module.options.shareKey);
            if (entry) filesOf(module).forEach((file) => entry.files.add(file));
          }
          const shared = [...provided].map(([name, { version, files }]) => {
            const config = options.shared[name] ?? options.shared[`${name.split('/')[0]}/`] ?? {};
            return {
              name,
              version: typeof version === 'string' ? version : '',
              requiredVersion: config.requiredVersion,
              singleton: Boolean(config.singleton),
              assets: { js: { sync: [...files].sort(), async: [] } },
            };
          });
          const exposes = Object.entries(options.exposes).map(([exposePath, { name }]) => {
            const group = compilation.namedChunkGroups.get(name);
            return {
              path: exposePath,
              name: exposePath.replace(/^\.\//, ''),
              assets: { js: { sync: group ? jsFiles(group).sort() : [], async: [] } },
            };
          });
          const manifest = {
            id: options.name,
            name: options.name,
            metaData: {
              name: options.name,
              type: 'app',
              buildInfo: { buildVersion: process.env.MF_BUILD_VERSION || options.version },
              remoteEntry: { name: options.entry, path: '', type: 'window' },
              globalName: options.globalName,
              publicPath: 'auto',
            },
            shared,
            remotes: [],
            exposes,
          };
          compilation.emitAsset(
            FILE,
            new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { FederationManifestPlugin };
