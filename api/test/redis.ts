import net from 'node:net';

/** The Redis the tests use when it runs (a service on the development and CI machines). */
export const REDIS_URL = 'redis://127.0.0.1:6379';

/** Whether something answers on Redis's port (the Redis tests are skipped otherwise). */
export function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(6379, '127.0.0.1');
    socket.setTimeout(500);
    const answer = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
    socket.once('timeout', () => answer(false));
  });
}
