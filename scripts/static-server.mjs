// Serves one built front-end app from its dist/ folder, the way a CDN would: precompressed
// files, long caching for hashed chunks, no caching for entry files, CORS for remotes, and the
// runtime /config.json generated from the settings.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import settingsModule from '../mf-shared/build/settings.cjs';

const { runtimeConfig } = settingsModule;
const HASHED = /\.[0-9a-f]{8}\.(js|css|woff2?|png|jpe?g|svg|webp|avif|gif)$/;

export function createStaticHandler(distDir, settings) {
  const serve = sirv(distDir, {
    single: true,
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const config = JSON.stringify(runtimeConfig(settings));
  return (req, res) => {
    if (req.url?.split('?')[0] === '/config.json') {
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Cache-Control': 'no-cache',
        'Access-Control-Allow-Origin': '*',
      });
      res.end(config);
      return;
    }
    serve(req, res);
  };
}

export function startStaticServer({ appDir, port, host, settings }) {
  const server = http.createServer(createStaticHandler(path.join(appDir, 'dist'), settings));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
