// What this app is (federation name, port, title) comes from apps.json at the root.
const { createAppConfig } = require('mf-shared/build/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
