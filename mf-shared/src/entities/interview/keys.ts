/**
 * Query keys of the interview entity. The first element of every key in the product is its
 * entity's name, so one invalidation refreshes every view of an entity: accepting an interview
 * invalidates `interviewKeys.all`, which refreshes the shell's countdown too.
 */
export const interviewKeys = {
  all: ['interview'] as const,
  upcoming: () => [...interviewKeys.all, 'upcoming'] as const,
  list: (params: Record<string, unknown>) => [...interviewKeys.all, 'list', params] as const,
};
