const { createFederatedConfig } = require('@ctb/build');
const { config } = require('./package.json');

module.exports = createFederatedConfig({
  name: 'shell',
  dir: __dirname,
  port: config.port,
  isShell: true,
});
