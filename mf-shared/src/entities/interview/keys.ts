/**
 * Query keys of the interview entity. The first element of every key in the product is its
 * entity's name, so one invalidation refreshes every view of an entity: accepting an interview
 * invalidates `interviewKeys.all`, which refreshes the shell's countdown too.
 */
export const interviewKeys = {
  all: ['interview'] as const,
  upcoming: () => [...interviewKeys.all, 'upcoming'] as const,
  lists: () => [...interviewKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...interviewKeys.lists(), params] as const,
  detail: (id: number) => [...interviewKeys.all, 'detail', id] as const,
  month: (month: string, timeZone: string) => [...interviewKeys.all, 'calendar', month, timeZone] as const,
  day: (date: string, timeZone: string) => [...interviewKeys.all, 'calendar-day', date, timeZone] as const,
  coverage: () => [...interviewKeys.all, 'coverage'] as const,
  /** The calendar feed's URL: one per user, not an interview, but only interview pages show it. */
  feed: () => [...interviewKeys.all, 'feed'] as const,
};
