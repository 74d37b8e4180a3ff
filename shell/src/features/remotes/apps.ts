// What the shell needs to know of the remotes beyond their URLs: the one list of apps (apps.json).
import appsJson from '../../../../apps.json';

interface ListedApp {
  name: string;
  area?: string;
  routes?: string;
  workspace?: string;
  paths?: string[];
}

const APPS: ListedApp[] = appsJson.apps;

/** How the fallback names a remote that did not load ("journalist workspace"). */
export function areaOf(remote: string): string {
  return APPS.find((app) => app.name === remote)?.area ?? remote;
}

/** A remote whose route list loads when needed rather than at start (apps.json `routes`). */
export function loadsOnDemand(remote: string): boolean {
  const routes = APPS.find((app) => app.name === remote)?.routes;
  return routes === 'on-demand' || routes === 'on-path';
}

/** A remote whose route list loads only for a path no loaded list has, never ahead (`on-path`). */
export function loadsOnlyForItsPaths(remote: string): boolean {
  return APPS.find((app) => app.name === remote)?.routes === 'on-path';
}

/** The user type whose workspace the remote holds (apps.json `workspace`), if any. */
export function workspaceOf(remote: string): string | undefined {
  return APPS.find((app) => app.name === remote)?.workspace;
}

/** Whether the remote's pages live under the path (apps.json `paths`): its list is wanted at once. */
export function ownsPath(remote: string, pathname: string): boolean {
  const paths = APPS.find((app) => app.name === remote)?.paths ?? [];
  return paths.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
