/** Query keys of the guest entity (first element: the entity's name). */
export const guestKeys = {
  all: ['guest'] as const,
  details: (id: number) => [...guestKeys.all, 'details', id] as const,
};
