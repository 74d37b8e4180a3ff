const { createAppConfig } = require('mf-shared/build/webpack');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  key: 'shell',
  prerender: true,
  title: 'PressPoint: expert guests for journalists',
});
