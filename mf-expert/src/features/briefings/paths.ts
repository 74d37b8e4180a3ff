import { ROUTES } from 'mf-shared';

const withId = (path: string, id: number) => path.replace(':id', String(id));
export const briefingEditPath = (id: number) => withId(ROUTES.BRIEFING_EDIT, id);
export const briefingViewPath = (id: number) => withId(ROUTES.BRIEFING_VIEW, id);
export const eventPagePath = (id: number) => withId(ROUTES.EVENT_PAGE, id);
export const storyIdeaPagePath = (id: number) => `${ROUTES.STORY_IDEAS}/${id}`;
/** Story ideas are kept on the publishing home's second tab. */
export const STORY_IDEAS_HOME = `${ROUTES.CONTACTS_MANAGER}?tab=posts`;
