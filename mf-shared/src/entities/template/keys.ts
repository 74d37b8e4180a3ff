import type { TemplateListParams } from './types';

/**
 * Query keys of the template entity. The first element of every key is the entity's name, so
 * invalidating `templateKeys.all` refreshes every view of templates (lists, one template, the
 * interview request's choice).
 */
export const templateKeys = {
  all: ['template'] as const,
  lists: () => [...templateKeys.all, 'list'] as const,
  list: (params: TemplateListParams) => [...templateKeys.lists(), params] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
};
