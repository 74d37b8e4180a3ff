import { ROUTES } from 'mf-shared';

export const newsEditPath = (id: number) => ROUTES.NEWS_EDIT.replace(':id', String(id));
/** A story idea is an event made with the form opened with ?tab=posts (spec section 2). */
export const STORY_IDEA_CREATE = `${ROUTES.BRIEFING_CREATE}?tab=posts`;
export const storyIdeaEditPath = (id: number) => `${ROUTES.BRIEFING_EDIT.replace(':id', String(id))}?tab=posts`;
/** The publishing home's tabs, kept in the URL. */
export const HOME_TABS = { NEWS: 'news', IDEAS: 'posts' } as const;
