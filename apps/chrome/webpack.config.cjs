const { createFederatedConfig } = require('@ctb/build');
const { name, config } = require('./package.json');

// Its container's global is `ctb_remote_chrome` (tools/build), never Chromium's own `window.chrome`.
module.exports = createFederatedConfig({
  name: name.replace('@ctb/', ''),
  dir: __dirname,
  port: config.port,
  exposes: { './mount': './src/mount.tsx' },
});
