/** Paging and list bodies in the contract's shape: `{ data: [...], meta: {...} }`. */
export interface Paging {
  page: number;
  per_page: number;
}

export const pagingQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, default: 1 },
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 15 },
  },
} as const;

export function offsetOf({ page, per_page }: Paging): number {
  return (page - 1) * per_page;
}

/** A list body as it goes on the wire. */
export interface ListBody<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

/**
 * The one paged list: reads `page` and `per_page`, fetches that page (`rows(limit, offset)`) and
 * the count of all matching rows (`total()`) together, and answers `{ data, meta }`.
 */
export async function pagedList<T>(
  paging: Paging,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<number>,
): Promise<ListBody<T>> {
  const [data, count] = await Promise.all([rows(paging.per_page, offsetOf(paging)), total()]);
  return listBody(data, count, paging);
}

/** A query that can be paged: Drizzle's select, before its `limit` and `offset`. */
interface PageableQuery<T> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/** `pagedList` of one query's rows: the page is that query's `limit` and `offset`. */
export function pagedQuery<T>(paging: Paging, query: PageableQuery<T>, total: () => Promise<number>) {
  return pagedList(paging, async (limit, offset) => query.limit(limit).offset(offset), total);
}

export function listBody<T>(data: T[], total: number, { page, per_page }: Paging): ListBody<T> {
  return {
    data,
    meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
  };
}

/** A complete (unpaged) list, in the same shape. */
export function wholeListBody<T>(data: T[]) {
  return listBody(data, data.length, { page: 1, per_page: Math.max(1, data.length) });
}

/** JSON schema of a list response whose items are `item` (with `extra` top-level fields, if any). */
export function listSchema(item: object, extra: Record<string, object> = {}) {
  return {
    type: 'object',
    required: ['data', 'meta', ...Object.keys(extra)],
    properties: { data: { type: 'array', items: item }, meta: { $ref: 'ListMeta#' }, ...extra },
  } as const;
}

/** The query of a paged list with its own fields (`search`, `sort`, …) besides page and per_page. */
export function listQuerySchema<const Properties extends Record<string, object> = Record<never, object>>(
  properties: Properties = {} as Properties,
  perPage = 15,
) {
  return {
    type: 'object',
    properties: {
      ...pagingQuerySchema.properties,
      per_page: { ...pagingQuerySchema.properties.per_page, default: perPage },
      ...properties,
    },
  } as const;
}

/** Text for a LIKE pattern, matched literally: `%`, `_` and the escape character lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
