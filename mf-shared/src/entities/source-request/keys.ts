/**
 * Query keys of the source-request entity (issue 27): a journalist's requests and their pitches, an
 * expert's opportunities, pitches and alert preferences. Every key starts with 'source-request', so
 * one invalidation refreshes every view of it (the menu badge and the dashboard card too).
 */
export const sourceRequestKeys = {
  all: ['source-request'] as const,
  lists: () => [...sourceRequestKeys.all, 'list'] as const,
  list: (params: Record<string, unknown>) => [...sourceRequestKeys.lists(), params] as const,
  summary: () => [...sourceRequestKeys.all, 'summary'] as const,
  detail: (id: number) => [...sourceRequestKeys.all, 'detail', id] as const,
  pitches: (requestId: number) => [...sourceRequestKeys.all, 'pitches', requestId] as const,
  opportunities: (params: Record<string, unknown>) => [...sourceRequestKeys.all, 'opportunities', params] as const,
  opportunitySummary: () => [...sourceRequestKeys.all, 'opportunity-summary'] as const,
  opportunity: (id: number) => [...sourceRequestKeys.all, 'opportunity', id] as const,
  myPitches: (params: Record<string, unknown>) => [...sourceRequestKeys.all, 'my-pitches', params] as const,
  alerts: () => [...sourceRequestKeys.all, 'alerts'] as const,
};
