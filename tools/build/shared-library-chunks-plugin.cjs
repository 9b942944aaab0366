// Writes shared-library-chunks.json beside the manifest, for scripts/measure.mjs to tell what an
// app adds to a page from the shared libraries it may serve (react, @ctb/shared with the packages
// it bundles, ...): mf-manifest.json lists a shared module's own chunk, not the vendor chunks split
// off it (DOMPurify, date-fns, downshift for @ctb/shared).
// - `files`: JS files the app loads only to provide its own copy of a shared library.
// - `forSharing`: JS files a shared library's copy needs that the app's own code may need too
//   (a vendor chunk that both an entry of @ctb/shared and a widget of the app load).
// - `ownGroups`: the JS files of each chunk group the app's own code loads (the exposed module,
//   each import()): all of a group's files arrive before its code runs.
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

const sharingGroup = (group) => group.origins.length > 0 && group.origins.every(forSharing);
const jsFiles = (chunk) =>
  chunk.canBeInitial() ? [] : [...chunk.files].filter((file) => file.endsWith('.js'));

function listing(compilation) {
  const files = [];
  const forSharingFiles = [];
  for (const chunk of compilation.chunks) {
    // remoteEntry.js (with the style runtime in it) is the app's own, whatever groups need it.
    if (chunk.canBeInitial()) continue;
    const groups = [...chunk.groupsIterable];
    if (!groups.some(sharingGroup)) continue;
    (groups.every(sharingGroup) ? files : forSharingFiles).push(...jsFiles(chunk));
  }
  const ownGroups = compilation.chunkGroups
    .filter((group) => !sharingGroup(group))
    .map((group) => group.chunks.flatMap(jsFiles).sort())
    .filter((group) => group.length > 0);
  return { files: files.sort(), forSharing: forSharingFiles.sort(), ownGroups };
}

class SharedLibraryChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedLibraryChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedLibraryChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () =>
          compilation.emitAsset(
            FILE,
            new sources.RawSource(`${JSON.stringify(listing(compilation), null, 2)}\n`),
          ),
      );
    });
  }
}

module.exports = { SharedLibraryChunksPlugin, SHARED_LIBRARY_CHUNKS_FILE: FILE };
