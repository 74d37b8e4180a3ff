import { setRuntimeConfig, siteOrigin } from './runtimeConfig';

const config = { apiUrl: 'http://api.test/api/v1', remotes: [], realtime: {} as never };

it('knows the site’s origin: the browser’s own until a config says the site’s address', () => {
  // jsdom's page: http://localhost
  expect(siteOrigin()).toBe(window.location.origin);
  setRuntimeConfig({ ...config, siteUrl: 'https://presspoint.test/' });
  expect(siteOrigin()).toBe('https://presspoint.test');
  setRuntimeConfig({ ...config, siteUrl: 'not an address' });
  expect(siteOrigin()).toBe(window.location.origin);
});
