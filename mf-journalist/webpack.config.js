const { createAppConfig } = require('mf-shared/build/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_journalist',
  key: 'journalist',
  title: 'PressPoint journalist workspace',
  exposes: { './routes': './src/routes.tsx' },
});
