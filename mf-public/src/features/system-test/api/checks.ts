import { useQuery } from '@tanstack/react-query';
import { api, getRuntimeConfig } from 'mf-shared';

const PROBE_TIMEOUT_MS = 5_000;
const systemTestKeys = { health: ['system-test', 'health'] as const, realtime: ['system-test', 'realtime'] as const };

/** Whether the API answers its health check. */
export const useApiHealth = () =>
  useQuery({
    queryKey: systemTestKeys.health,
    queryFn: () => api.get('/health', { silent: true, timeout: PROBE_TIMEOUT_MS }).then(() => true),
    retry: false,
    gcTime: 0,
  });

/**
 * Whether the realtime endpoint answers: a connection of its own (the page's shared one carries
 * the user's channels and is left alone) that counts once the server says it is established.
 */
function probeRealtime(): Promise<true> {
  const { realtime } = getRuntimeConfig();
  const scheme = realtime.forceTLS ? 'wss' : 'ws';
  const url = `${scheme}://${realtime.wsHost}:${realtime.wsPort}/app/${realtime.key}?protocol=7&client=js&version=8.4.0&flash=false`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('The realtime endpoint did not answer in time'));
    }, PROBE_TIMEOUT_MS);
    socket.onmessage = (event) => {
      const frame = JSON.parse(String(event.data)) as { event?: string };
      if (frame.event !== 'pusher:connection_established') return;
      clearTimeout(timer);
      socket.close();
      resolve(true);
    };
    socket.onerror = () => {
      clearTimeout(timer);
      reject(new Error('The realtime endpoint refused the connection'));
    };
  });
}

export const useRealtimeProbe = () =>
  useQuery({ queryKey: systemTestKeys.realtime, queryFn: probeRealtime, retry: false, gcTime: 0 });
