// The public pages rendered on the server (built into dist-server/ for Node, served to the shell's
// server at /__prerender by this remote's static server): a visitor sees the page before any script.
import { JSDOM } from 'jsdom';
import type { RuntimeConfig } from 'mf-shared';
import { prerenderRoute } from 'mf-shared/prerender/server';
import { setSanitizerWindow } from 'mf-shared/kit/sanitize';
import routes from './routes';

setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);

export const prerender = (url: string, config: RuntimeConfig) => prerenderRoute(routes, url, config);
