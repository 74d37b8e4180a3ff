/** Query keys of the event entity (first element: the entity's name; public event reads share it). */
export const eventKeys = {
  all: ['event'] as const,
  storyIdeas: (page: number) => [...eventKeys.all, 'story-ideas', { page }] as const,
  /** A public page: an event (/events/{id}) or a story idea (/story-ideas/{id}). */
  detail: (kind: 'story-idea' | 'event', id: string) => [...eventKeys.all, kind, id] as const,
  /** The expert account's own events or story ideas. */
  mine: (params: object) => [...eventKeys.all, 'mine', params] as const,
  item: (id: number) => [...eventKeys.all, 'item', id] as const,
  registrations: (id: number) => [...eventKeys.all, 'registrations', id] as const,
  questions: (id: number) => [...eventKeys.all, 'questions', id] as const,
  related: (search: string) => [...eventKeys.all, 'related', search] as const,
};
