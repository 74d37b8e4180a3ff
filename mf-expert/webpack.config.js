const { createAppConfig } = require('mf-shared/build/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_expert',
  key: 'expert',
  title: 'PressPoint expert workspace',
  exposes: { './routes': './src/routes.tsx' },
});
