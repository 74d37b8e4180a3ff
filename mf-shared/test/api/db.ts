// The one in-memory data set every front-end test's API answers from (the handlers read and write
// it): built from the fixtures beside it and typed by the API's contract, so a field renamed in a
// route schema fails the type-check here too. Fresh for each test (setup.ts calls resetDb).
import type { ApiData } from '../../src/contract';
import { RATES_BRIEFING } from '../event';

type EventDetails = ApiData<'/events/{id}'>;
type EventQuestion = ApiData<'/events/{id}/questions'>[number];
type Article = ApiData<'/news/{id}'>;
type Notification = ApiData<'/notifications'>[number];
type ChatItem = ApiData<'/conversation'>[number];
type ThreadPage = ApiData<'/conversation/{id}'>;
type InterviewItem = ApiData<'/interview'>[number];
type EmailTemplate = ApiData<'/email-templates/{id}'>;
type GuestDetails = ApiData<'/guests/{id}'>;
type SavedSearch = ApiData<'/saved-searches'>[number];
type ContactItem = ApiData<'/contacts'>[number];
type PrivateContactMedia = ApiData<'/contacts/private/{id}/media'>;

/** The lists a guest's fields choose from, by route. */
export interface Lookups {
  '/countries': ApiData<'/countries'>;
  '/expertises': ApiData<'/expertises'>;
  '/available': ApiData<'/available'>;
  '/languages': ApiData<'/languages'>;
}

/** A question thread as the API keeps it: its head, every message oldest first, the draft. */
export interface Thread {
  chat: ThreadPage['chat'];
  messages: ThreadPage['messages'];
  draft: ThreadPage['draft'];
}

/** The rates briefing (event 9) as its public page reads it: not under embargo, held at Marina Bay. */
export const RATES_BRIEFING_PAGE = {
  ...RATES_BRIEFING,
  end_date: '2027-05-04',
  end_time: '10:00:00',
  all_day: 0,
  embargoed: false,
  embargo_until: null,
  header_image: 'https://cdn.example.com/h.webp',
  description: '<p>What the next decision means.</p>',
  location: 'Marina Bay',
  medias: [],
  guests: [],
  industries: [],
} satisfies EventDetails;

/** Article 5, "Rates hold for now" by Eve Expert, its picture a video clip. */
export const RATES_HOLD_ARTICLE = {
  id: 5,
  slug: 'rates-hold',
  title: 'Rates hold for now',
  text: '<p>Why the central bank waits.</p>',
  link: null,
  picture: 'https://cdn.example.com/news/clip-5',
  picture_type: 'video',
  updated_at: '2026-03-02T15:04:00Z',
  author_id: 2,
  author: 'Eve Expert',
  expertise: [3],
  expertise_names: { 3: 'Finance' },
  guests: [],
} satisfies Article;

function initialData() {
  return {
    /** GET /events/{id}, by id. */
    events: new Map<number, EventDetails>([[RATES_BRIEFING_PAGE.id, RATES_BRIEFING_PAGE]]),
    /** GET /events/{id}/questions, by event id (none asked yet). */
    eventQuestions: new Map<number, EventQuestion[]>(),
    /** GET /news/{id} and /news/slug/{slug}. */
    news: [RATES_HOLD_ARTICLE] as Article[],
    /** GET /news-block: the footer's latest news. */
    newsBlock: [{ id: 1, slug: 'rates', title: 'Rates and food' }] as ApiData<'/news-block'>,
    /** GET /reviews: what users say, in the footer. */
    reviews: [
      { id: 2, author_name: 'Ann', author_title: 'Editor', rating: 5, text: 'Found a guest in minutes.' },
    ] as ApiData<'/reviews'>,
    /** GET /notifications of the signed-in user (none unless a test adds them). */
    notifications: [] as Notification[],
    /** GET /conversation/count-unread. */
    unreadMessages: 0,
    /** GET /conversation: the signed-in user's question threads (none unless a test adds them). */
    conversations: [] as ChatItem[],
    /** GET /conversation/{id} (page 1 the latest messages), by thread id. */
    threads: new Map<number, Thread>(),
    /**
     * GET /countries, /expertises, /available, /languages: empty unless a test fills them (the
     * guest record widget's LOOKUPS, mf-shared/test/guest-record, loads the API client: not here).
     */
    lookups: { '/countries': [], '/expertises': [], '/available': [], '/languages': [] } as Lookups,
    /** Private contacts imported (POST /contacts/import), their ids from 501. */
    importedContacts: [] as { id: number; row: unknown }[],
    /** GET /guests/{id}, by id (none unless a test adds them). */
    guests: new Map<number, GuestDetails>(),
    /** GET /contacts: the journalist's contacts (none unless a test adds them). */
    contacts: [] as ContactItem[],
    /** GET /contacts/private/{id}/media: a private contact's photo, images and videos, by id. */
    contactMedia: new Map<number, PrivateContactMedia>(),
    /** The guests the signed-in journalist saved to their contacts (GET /contacts/saved). */
    savedContacts: [] as number[],
    /** GET /saved-searches: the journalist's saved directory searches (a name is used once). */
    savedSearches: [] as SavedSearch[],
    /** GET /email-templates: the journalist's message templates (none unless a test adds them). */
    templates: [] as EmailTemplate[],
    /** GET /interview: the signed-in user's interviews (none unless a test adds them). */
    interviews: [] as InterviewItem[],
    /** Email-change tokens (POST /profile/email/confirm) and the address each confirms. */
    emailChanges: new Map<string, string>([['the-token', 'new@example.org']]),
  };
}

export type Db = ReturnType<typeof initialData>;

/** The data set: a test changes it before rendering (`db.unreadMessages = 2`) to set the scene. */
export const db: Db = initialData();

/** Back to the initial data set (after each test). */
export function resetDb(): void {
  Object.assign(db, initialData());
}
