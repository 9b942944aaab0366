const { createFederatedConfig } = require('@ctb/build');
const { name, config } = require('./package.json');

const federated = createFederatedConfig({
  name: name.replace('@ctb/', ''),
  dir: __dirname,
  port: config.port,
  exposes: { './mount': './src/mount.tsx' },
});

// The container's global may not be `chrome`: Chromium's own `window.chrome` object is there
// already, and the federation runtime took it for the loaded container ("the remote entry
// interface does not contain init"). The manifest's globalName tells the shell the new one.
// (tools/build has no option for the global's name yet.)
module.exports = (env, argv) => {
  const webpackConfig = federated(env, argv);
  const federation = webpackConfig.plugins.find(
    (plugin) => plugin.constructor.name === 'ModuleFederationPlugin',
  );
  federation._options.library = { type: 'var', name: 'ctb_chrome' };
  return webpackConfig;
};
