// The whole system's settings, read from the environment once, with the embedded defaults.
// Used by `npm start`, the static servers, the dev servers and the e2e suite.
'use strict';

function int(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65535) {
    throw new Error(`Setting ${name} must be a port number (1-65535), got "${raw}"`);
  }
  return value;
}

function readSettings() {
  const host = process.env.HOST || '127.0.0.1';
  const publicHost = process.env.PUBLIC_HOST || 'localhost';
  const ports = {
    shell: int('SHELL_PORT', 8080),
    public: int('PUBLIC_PORT', 8081),
    journalist: int('JOURNALIST_PORT', 8082),
    expert: int('EXPERT_PORT', 8083),
    admin: int('ADMIN_PORT', 8084),
    api: int('API_PORT', 3000),
  };
  const origin = (port) => `http://${publicHost}:${port}`;
  const apiOrigin = (process.env.API_PUBLIC_URL || origin(ports.api)).replace(/\/$/, '');
  return {
    host,
    ports,
    urls: {
      shell: process.env.SHELL_PUBLIC_URL || origin(ports.shell),
      public: process.env.PUBLIC_REMOTE_URL || origin(ports.public),
      journalist: process.env.JOURNALIST_REMOTE_URL || origin(ports.journalist),
      expert: process.env.EXPERT_REMOTE_URL || origin(ports.expert),
      admin: process.env.ADMIN_REMOTE_URL || origin(ports.admin),
      api: `${apiOrigin}/api/v1`,
      apiOrigin,
    },
    realtime: {
      key: process.env.PUSHER_APP_KEY || 'presspoint-key',
      wsHost: process.env.PUSHER_HOST || publicHost,
      wsPort: int('PUSHER_PORT', ports.api),
      forceTLS: process.env.PUSHER_SCHEME === 'https',
      authEndpoint: `${apiOrigin}/broadcasting/auth`,
    },
  };
}

/** The remotes the shell federates (federation name, folder, settings key, …): apps.json at the root. */
const REMOTES = require('../../apps.json').apps.filter((app) => app.dir !== 'shell');

/** The body of the shell's `/config.json`. */
function runtimeConfig(settings = readSettings()) {
  return {
    apiUrl: settings.urls.api,
    // The site's public address (the shell's): absolute links in pages, such as structured data.
    siteUrl: settings.urls.shell,
    remotes: REMOTES.map((r) => ({ name: r.name, entry: `${settings.urls[r.key]}/mf-manifest.json` })),
    realtime: settings.realtime,
  };
}

module.exports = { readSettings, runtimeConfig, REMOTES };
