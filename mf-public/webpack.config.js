const { createAppConfig } = require('mf-shared/build/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_public',
  key: 'public',
  prerender: true,
  title: 'PressPoint public pages',
  exposes: { './routes': './src/routes.tsx' },
});
