import { api } from '../api/client';

/**
 * One read from the API, named by its key (the path and its query). The key lets a page rendered
 * on the server hand its data to the browser, and lets useApi tell one request from another.
 */
export interface ApiRequest<T> {
  key: string;
  load: () => Promise<T>;
}

type Params = Record<string, string | number | boolean | undefined | null>;

/** GET `url` with `params`; `select` picks what the page needs from the body. */
export function apiRequest<Body, T = Body>(
  url: string,
  { params, silent, select }: { params?: Params; silent?: boolean; select?: (body: Body) => T } = {},
): ApiRequest<T> {
  const defined = Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => [name, String(value)]);
  const query = new URLSearchParams(defined).toString();
  return {
    key: query ? `${url}?${query}` : url,
    load: async () => {
      const { data } = await api.get<Body>(url, { params: Object.fromEntries(defined), silent });
      return select ? select(data) : (data as unknown as T);
    },
  };
}
