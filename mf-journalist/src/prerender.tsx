// The journalist's workspace pages as the server shows them before the app takes over: the frame
// and the page's heading, no user and no data (built into dist-server/ for Node and served to the
// shell's server at /__prerender). Page code is left out of this build (apps.json: "frames").
import type { RuntimeConfig } from 'mf-shared';
import { prerenderWorkspace } from 'mf-shared/prerender/server';
import routes from './routes';

export const prerender = (url: string, config: RuntimeConfig) => prerenderWorkspace(routes, url, config);
