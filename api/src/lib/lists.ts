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

export function listBody<T>(data: T[], total: number, { page, per_page }: Paging) {
  return {
    data,
    meta: { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
  };
}

/** A complete (unpaged) list, in the same shape. */
export function wholeListBody<T>(data: T[]) {
  return listBody(data, data.length, { page: 1, per_page: Math.max(1, data.length) });
}

/** JSON schema of a list response whose items are `item`. */
export function listSchema(item: object) {
  return {
    type: 'object',
    required: ['data', 'meta'],
    properties: { data: { type: 'array', items: item }, meta: { $ref: 'ListMeta#' } },
  } as const;
}
