// The libraries every page must hold exactly once. swr is one of them, but it travels inside
// @ctb/shared/http (see libs/shared/src/data-fetching): its entry points import its internals by
// relative paths, which the federation cannot share on their own. Ranges are declared so that a
// mismatch is reported by webpack's sharing runtime instead of silently loading a second copy.
const sharedPackage = require('../../libs/shared/package.json');

const sharedLibraryVersion = sharedPackage.version;

const singletons = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  jotai: '^3.0.1',
  'react-intl': '^12.1.0',
};

/**
 * The entries of @ctb/shared (its package.json `exports` but the test entry and the CSS file):
 * `@ctb/shared` and `@ctb/shared/runtime`, `/http`, ... Each is shared as a singleton of its own,
 * so a page loads the entries its widgets import and no other; the entries import one another by
 * these names, never by relative paths, so no code of one is copied into another.
 */
function sharedLibraryEntries() {
  return Object.keys(sharedPackage.exports)
    .filter((subpath) => subpath === '.' || /^\.\/[a-z-]+$/.test(subpath))
    .filter((subpath) => subpath !== './testing')
    .map((subpath) => (subpath === '.' ? '@ctb/shared' : `@ctb/shared/${subpath.slice(2)}`));
}

function sharedModules() {
  const shared = {};
  for (const [name, range] of Object.entries(singletons)) {
    shared[name] = { singleton: true, requiredVersion: range };
    // Deep imports (react/jsx-runtime, react-dom/client, swr/mutation) must be shared too.
    shared[`${name}/`] = { singleton: true, requiredVersion: range };
  }
  // A workspace package would otherwise get requiredVersion "" with no warning.
  for (const entry of sharedLibraryEntries()) {
    shared[entry] = {
      singleton: true,
      version: sharedLibraryVersion,
      requiredVersion: `^${sharedLibraryVersion}`,
    };
  }
  return shared;
}

module.exports = { sharedModules, sharedLibraryEntries, singletons };
