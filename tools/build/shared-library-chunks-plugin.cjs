// Writes shared-library-chunks.json beside the manifest: the JS files an app loads only to provide
// its own copy of a library shared through the federation (react, @ctb/shared with the packages
// it bundles, ...). mf-manifest.json lists a shared module's own chunk, not the vendor chunks
// split off it (DOMPurify, date-fns, downshift for @ctb/shared), so a measure that reads only the
// manifest counts those as the app's own code. A chunk that any of the app's own modules also
// needs (valibot, used by widgets and by @ctb/shared) is the app's and is not listed.
const { Compilation, sources } = require('webpack');

const FILE = 'shared-library-chunks.json';
const SHARING_MODULES = new Set(['provide-module', 'consume-shared-module']);
const SHARING_CLASSES = /^(?:Provide|ConsumeShared)Module$/;

/** The module a chunk group was created for is the federation's provide or consume module. */
function forSharing(origin) {
  const { module } = origin;
  return Boolean(
    module && (SHARING_MODULES.has(module.type) || SHARING_CLASSES.test(module.constructor.name)),
  );
}

class SharedLibraryChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedLibraryChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedLibraryChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [];
          for (const chunk of compilation.chunks) {
            const groups = [...chunk.groupsIterable];
            const onlyForSharing =
              groups.length > 0 &&
              groups.every((group) => group.origins.length > 0 && group.origins.every(forSharing));
            if (!onlyForSharing) continue;
            files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
          }
          compilation.emitAsset(
            FILE,
            new sources.RawSource(`${JSON.stringify({ files: files.sort() }, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { SharedLibraryChunksPlugin, SHARED_LIBRARY_CHUNKS_FILE: FILE };
