// The libraries every page must hold exactly once. swr is one of them, but it travels inside
// @ctb/shared (see libs/shared/src/data-fetching): its entry points import its internals by
// relative paths, which the federation cannot share on their own. Ranges are declared so that a mismatch is
// reported by the federation runtime instead of silently loading a second copy.
const sharedLibraryVersion = require('../../libs/shared/package.json').version;

const singletons = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  jotai: '^3.0.1',
  'react-intl': '^12.1.0',
};

function sharedModules() {
  const shared = {};
  for (const [name, range] of Object.entries(singletons)) {
    shared[name] = { singleton: true, requiredVersion: range };
    // Deep imports (react/jsx-runtime, react-dom/client, swr/mutation) must be shared too.
    shared[`${name}/`] = { singleton: true, requiredVersion: range };
  }
  // A workspace package would otherwise get requiredVersion "" with no warning.
  shared['@ctb/shared'] = {
    singleton: true,
    version: sharedLibraryVersion,
    requiredVersion: `^${sharedLibraryVersion}`,
  };
  return shared;
}

module.exports = { sharedModules, singletons };
