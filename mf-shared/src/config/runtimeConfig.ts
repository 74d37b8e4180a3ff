/**
 * Settings read at run time from `/config.json` beside the shell, so a remote or the API
 * moves without rebuilding the shell.
 */
export interface RemoteConfig {
  /** The federation name the remote was built with, e.g. `mf_public`. */
  name: string;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
}

export interface RealtimeConfig {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  authEndpoint: string;
}

export interface RuntimeConfig {
  apiUrl: string;
  /** The site's public address, the shell's (SHELL_PUBLIC_URL), for absolute links in pages. */
  siteUrl?: string;
  remotes: RemoteConfig[];
  realtime: RealtimeConfig;
}

let current: RuntimeConfig | null = null;

export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  // The static server inlines the config into the page; a page served otherwise fetches it.
  const inlined = typeof document !== 'undefined' ? document.getElementById('pp-config')?.textContent : null;
  if (inlined) {
    current = JSON.parse(inlined) as RuntimeConfig;
    return current;
  }
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not read ${url}: HTTP ${response.status}`);
  current = (await response.json()) as RuntimeConfig;
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config is not loaded yet: call loadRuntimeConfig() first');
  return current;
}

/**
 * The site's origin for absolute links (structured data): the configured site address, known on
 * the server when a page is pre-rendered as in the browser, else the browser's own; '' when
 * neither is known (then links stay relative).
 */
export function siteOrigin(): string {
  if (current?.siteUrl) {
    try {
      return new URL(current.siteUrl).origin;
    } catch {
      // a malformed setting: the browser's own address below
    }
  }
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : '';
}
