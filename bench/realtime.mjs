// Fan-out latency, from publish to receipt, on 1,000 subscribed connections over loopback: the
// embedded Pusher endpoint (published to with the official `pusher` SDK) beside a bare `ws`
// broadcast server measured in the same run. A script that prints figures, not a test.
//   node bench/realtime.mjs     (BENCH_CONNECTIONS=1000, BENCH_EVENTS=40)
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Pusher from 'pusher';
import WebSocket from 'ws';
import { startProcess as start, stopAll, waitForHttp as waitForPort } from './processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 1000);
const EVENTS = Number(process.env.BENCH_EVENTS || 40);
const PUSHER_PORT = 26001;
const BARE_PORT = 26002;
/**
 * The settings the endpoint process starts with: a secret made for this run (the repository has
 * none), and room for every bench connection from loopback (one address).
 */
const ENDPOINT_SETTINGS = {
  PUSHER_PORT: String(PUSHER_PORT),
  PUSHER_APP_ID: 'bench',
  PUSHER_APP_KEY: 'bench-key',
  PUSHER_APP_SECRET: randomBytes(32).toString('base64url'),
  REALTIME_MAX_CONNECTIONS_PER_IP: String(CONNECTIONS + 10),
  LOG_LEVEL: 'warn',
};

const BARE_SERVER = `
const http = require('node:http');
const { WebSocketServer } = require('ws');
const wss = new WebSocketServer({ noServer: true });
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    for (const client of wss.clients) client.send(body);
    res.end('{}');
  });
});
server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws)));
server.listen(${BARE_PORT}, '127.0.0.1');
`;

/** Opens n sockets; `ready(ws)` resolves once each is subscribed; every message goes to onMessage. */
async function openClients(n, url, ready, onMessage) {
  const sockets = [];
  for (let i = 0; i < n; i += 1) {
    const ws = new WebSocket(url);
    ws.on('message', (raw) => onMessage(raw.toString()));
    sockets.push(ws);
    await ready(ws);
  }
  return sockets;
}

function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { n: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
}

async function measure(publish, received) {
  for (let i = 0; i < EVENTS; i += 1) {
    await publish(i);
    await new Promise((r) => setTimeout(r, 50));
  }
  await new Promise((r) => setTimeout(r, 1000));
  return percentiles(received);
}

const results = [];
try {
  // The embedded endpoint, as its own process (the same code the API mounts).
  start(['--import', 'tsx', 'src/realtime/standalone.ts'], ENDPOINT_SETTINGS, path.join(ROOT, 'api'));
  await waitForPort(`http://127.0.0.1:${PUSHER_PORT}/health`);
  const pusherSamples = [];
  const pusherSockets = await openClients(
    CONNECTIONS,
    `ws://127.0.0.1:${PUSHER_PORT}/app/${ENDPOINT_SETTINGS.PUSHER_APP_KEY}?protocol=7&client=bench&version=1`,
    (ws) =>
      new Promise((resolve) => {
        ws.on('message', (raw) => {
          const frame = JSON.parse(raw.toString());
          if (frame.event === 'pusher:connection_established')
            ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'bench' } }));
          if (frame.event === 'pusher_internal:subscription_succeeded') resolve();
        });
      }),
    (raw) => {
      const frame = JSON.parse(raw);
      if (frame.event === 'App\\Events\\Bench')
        pusherSamples.push(performance.timeOrigin + performance.now() - JSON.parse(frame.data).sentAt);
    },
  );
  const sdk = new Pusher({
    appId: ENDPOINT_SETTINGS.PUSHER_APP_ID,
    key: ENDPOINT_SETTINGS.PUSHER_APP_KEY,
    secret: ENDPOINT_SETTINGS.PUSHER_APP_SECRET,
    host: '127.0.0.1',
    port: String(PUSHER_PORT),
    useTLS: false,
  });
  results.push({
    name: 'Pusher endpoint (pusher SDK publish)',
    ...(await measure(
      (i) => sdk.trigger('bench', 'App\\Events\\Bench', { i, sentAt: performance.timeOrigin + performance.now() }),
      pusherSamples,
    )),
  });
  pusherSockets.forEach((ws) => ws.terminate());

  start(['-e', BARE_SERVER], {}, path.join(ROOT, 'api'));
  await waitForPort(`http://127.0.0.1:${BARE_PORT}/`);
  const bareSamples = [];
  const bareSockets = await openClients(
    CONNECTIONS,
    `ws://127.0.0.1:${BARE_PORT}/`,
    (ws) => new Promise((resolve) => ws.on('open', resolve)),
    (raw) => bareSamples.push(performance.timeOrigin + performance.now() - JSON.parse(raw).sentAt),
  );
  results.push({
    name: 'bare ws broadcast (HTTP publish)',
    ...(await measure(
      (i) =>
        fetch(`http://127.0.0.1:${BARE_PORT}/`, {
          method: 'POST',
          body: JSON.stringify({ i, sentAt: performance.timeOrigin + performance.now() }),
        }),
      bareSamples,
    )),
  });
  bareSockets.forEach((ws) => ws.terminate());
} finally {
  await stopAll();
}

console.log(
  `\n${CONNECTIONS} connections, ${EVENTS} events each, loopback on a ${os.availableParallelism()}-core machine (clients in one process)\n`,
);
console.log('server                                 receipts   p50 ms   p95 ms   p99 ms');
for (const r of results) {
  console.log(
    `${r.name.padEnd(38)} ${String(r.n).padStart(8)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`,
  );
}
process.exit(0);
