import type { ListParams } from 'mf-shared/kit/table';
import type { ApiData, ApiItem } from '../../contract';

/** A guest offered at an event (public pages show them with Discuss now). */
export type EventGuest = NonNullable<EventDetails['guests']>[number];

export type EventKind = 'event' | 'story_idea';
/** The spec's list parameter: `type` event (a briefing) or post (a story idea). */
export type EventListType = 'event' | 'post';

/** GET /story-ideas (and /eventposts): an event or story idea as the public lists show it. */
export type EventSummary = ApiItem<'/story-ideas'>;

export type EventMedia = NonNullable<EventDetails['medias']>[number];

/** The reader's own registration (a signed-in journalist); POST /events/{id}/register answers it. */
export type EventRegistration = NonNullable<EventDetails['registration']>;

/** Something an event links to as related content (GET /events/all finds them); `key` is what the form sends (`news:12`). */
export type RelatedItem = NonNullable<EventDetails['content']>[number];

/**
 * GET /events/{id}. While the embargo holds, a reader other than the owner gets only id, kind,
 * slug, heading, start date and time, time zone, organiser, the embargo and their registration:
 * the rest is then absent.
 */
export type EventDetails = ApiData<'/events/{id}'>;

/** GET /events: one of the expert account's events or story ideas, with its registrations, topics (industries) and guests. */
export type MyEventItem = ApiItem<'/events'>;

/** A suggested guest as the owner's list names them. */
export type ListedEventGuest = MyEventItem['guests'][number];

export const MY_EVENT_SORTS = ['start_date', 'heading', 'created_at'] as const;
export type MyEventSort = (typeof MY_EVENT_SORTS)[number];

export interface MyEventsParams extends Partial<ListParams<MyEventSort>> {
  type: EventListType;
}

/** GET /events/{id}/registrants: a registrant as the owning account sees them. */
export type EventRegistrant = ApiItem<'/events/{id}/registrants'>;

/** GET /events/{id}/questions: a question in advance; the owner reads all, a registrant their own. */
export type EventQuestion = ApiItem<'/events/{id}/questions'>;

/** What the event form sends (spec section 7: multipart; mf-shared/validation's eventSchema checks it). */
export interface EventInput {
  kind: EventKind;
  heading: string;
  description: string;
  start_date: string;
  end_date: string;
  start_time?: string;
  end_time?: string;
  all_day: boolean;
  location?: string;
  organised_by?: string;
  phone_number?: string;
  email?: string;
  signups_url?: string;
  time_zone?: string;
  embargo_until?: string;
  guests: number[];
  industries: string[];
  /** Related content as `news:12`, `blog:3` or `event:7`. */
  content: string[];
  /** A new header image; none keeps the one there is on an update. */
  header_image?: File | null;
  /** New gallery files (added on an update). */
  medias: File[];
  /** Update only: ids of stored gallery files to remove. */
  remove_medias?: number[];
}
