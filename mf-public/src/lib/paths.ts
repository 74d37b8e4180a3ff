/** The public list of background-briefing events (the spec names no path for it; /event-detail/{id} is one). */
export const EVENTS_LIST_PAGE = '/events';
