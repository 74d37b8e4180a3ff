// The API at the network edge for every front-end test (msw): the default handlers answer from
// the data set; a test answers otherwise with `server.use(http.post(route('/…'), () => …))`,
// undone after it. Started by test/setup.ts; what was sent is read back with `sent()`.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The API's address in tests (the runtime config's apiUrl that setup.ts sets). */
export const API_URL = 'http://api.test/api/v1';

export const server = setupServer(...handlers);

/**
 * A request the front end sent to the API: its method, path after /api/v1 (with the query) and
 * body: JSON parsed, a multipart form as FormData (its files node Files), other text as is.
 */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

const log: Request[] = [];
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname.includes('/api/v1')) log.push(request.clone());
});

/** Forgets the requests sent so far (after each test). */
export function forgetSent(): void {
  log.length = 0;
}

/**
 * The requests sent to the API in this test, in order, or those of one method and path
 * (`sent('POST', '/events/9/register')`): what a test asserts was sent, read off the wire.
 */
export async function sent(method?: string, path?: string): Promise<SentRequest[]> {
  const all = await Promise.all(
    log.map(async (request) => {
      const url = new URL(request.url);
      const route = url.pathname.replace(/^.*?\/api\/v1/, '') + url.search;
      if (request.headers.get('content-type')?.startsWith('multipart/form-data'))
        return { method: request.method, path: route, body: await request.clone().formData() };
      const text = await request.clone().text();
      let body: unknown = text || undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON (form data): the text
      }
      return { method: request.method, path: route, body };
    }),
  );
  return all.filter((r) => (!method || r.method === method) && (!path || r.path === path));
}
