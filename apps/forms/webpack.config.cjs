const { createFederatedConfig } = require('@ctb/build');
const { name, config } = require('./package.json');

module.exports = createFederatedConfig({
  name: name.replace('@ctb/', ''),
  dir: __dirname,
  port: config.port,
  exposes: { './mount': './src/mount.tsx' },
});
