/** Query keys of the news entity (first element: the entity's name). */
export const newsKeys = {
  all: ['news'] as const,
  list: (params: { page: number; expertiseId?: number }) => [...newsKeys.all, 'list', params] as const,
  byAuthor: (authorId: number, params: { page: number }) => [...newsKeys.all, 'author', authorId, params] as const,
  latest: () => [...newsKeys.all, 'latest'] as const,
  /** One article, by its slug or id as the address has it. */
  detail: (key: string) => [...newsKeys.all, 'detail', key] as const,
  /** The expert account's own news (its publishing home). */
  mine: (params: object) => [...newsKeys.all, 'mine', params] as const,
  /** One item as its owner edits it. */
  item: (id: number) => [...newsKeys.all, 'item', id] as const,
};
