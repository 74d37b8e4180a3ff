/** The pages of source requests (issue 27): the journalist's in mf-journalist, the expert's in mf-expert. */
export const SOURCE_REQUEST_PATHS = {
  LIST: '/requests',
  NEW: '/requests/new',
  EDIT: '/requests/:id/edit',
  PAGE: '/requests/:id',
  OPPORTUNITIES: '/opportunities',
  OPPORTUNITY: '/opportunities/:id',
  MY_PITCHES: '/opportunities/my-pitches',
} as const;

export const requestPath = (id: number) => `${SOURCE_REQUEST_PATHS.LIST}/${id}`;
export const editRequestPath = (id: number) => `${SOURCE_REQUEST_PATHS.LIST}/${id}/edit`;
export const opportunityPath = (id: number) => `${SOURCE_REQUEST_PATHS.OPPORTUNITIES}/${id}`;

/** What a 'Request' notification names: its request's id, from a field the API sends or a link in its text. */
export function notifiedRequestId(notification: { data: string } & Record<string, unknown>): number | null {
  for (const field of ['request_id', 'subject_id']) {
    const value = Number(notification[field]);
    if (Number.isInteger(value) && value > 0) return value;
  }
  const link = typeof notification.link === 'string' ? notification.link : notification.data;
  const found = /\/(?:requests|opportunities)\/(\d+)/.exec(link);
  return found ? Number(found[1]) : null;
}
