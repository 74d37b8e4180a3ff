/** A guest offered at an event (public pages show them with Discuss now). */
export interface EventGuest {
  guest_id: number;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  avatar: string | null;
  expert_id: number;
  expert_name: string;
}

export type EventKind = 'event' | 'story_idea';
/** The spec's list parameter: `type` event (a briefing) or post (a story idea). */
export type EventListType = 'event' | 'post';

export interface EventSummary {
  id: number;
  slug: string;
  heading: string;
  header_image: string | null;
  start_date: string | null;
  end_date: string | null;
  location: string | null;
  created_at: string;
}

export interface EventMedia {
  id?: number;
  file: string;
  type: 'image' | 'video';
}

/** The reader's own registration (a signed-in journalist), null when there is none. */
export interface EventRegistration {
  registered_at: string;
  embargo_acknowledged_at: string | null;
}

/** Something an event links to as related content; `key` is what the form sends (`news:12`). */
export interface RelatedItem {
  type: 'news' | 'blog' | 'event';
  id: number;
  title: string;
  slug: string;
  key?: string;
}

/**
 * GET /events/{id}. While the embargo holds, a reader other than the owner gets only id, kind,
 * slug, heading, start date and time, time zone, organiser, the embargo and their registration:
 * the rest is then absent.
 */
export interface EventDetails {
  id: number;
  kind: EventKind;
  type?: EventListType;
  slug: string;
  heading: string;
  start_date: string | null;
  start_time: string | null;
  time_zone?: string | null;
  organised_by: string | null;
  embargoed: boolean;
  embargo_until: string | null;
  is_owner?: boolean;
  registration?: EventRegistration | null;
  header_image?: string | null;
  /** What header_image is: an mp4 header is a video. */
  header_image_type?: 'image' | 'video' | null;
  header_image_json?: { url: string }[];
  description?: string;
  end_date?: string | null;
  end_time?: string | null;
  all_day?: number;
  location?: string | null;
  phone_number?: string | null;
  email?: string | null;
  signups_url?: string | null;
  created_at?: string;
  updated_at?: string;
  medias?: EventMedia[];
  guests?: EventGuest[];
  industries?: { name: string }[];
  content?: RelatedItem[];
  registrants_count?: number;
}

/** A suggested guest as the owner's list names them. */
export interface ListedEventGuest {
  guest_id: number;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

/** GET /events: one of the expert account's events or story ideas, with its registrations, topics and guests. */
export interface MyEventItem {
  id: number;
  kind: EventKind;
  type: EventListType;
  slug: string;
  heading: string;
  header_image: string | null;
  start_date: string | null;
  end_date: string | null;
  start_time: string | null;
  end_time: string | null;
  all_day: number;
  time_zone: string | null;
  location: string | null;
  organised_by: string | null;
  created_at: string;
  updated_at: string;
  embargoed: boolean;
  embargo_until: string | null;
  registrants_count: number;
  questions_count: number;
  /** Its industries: the topics of a story idea. */
  industries: { name: string }[];
  guests: ListedEventGuest[];
}

export const MY_EVENT_SORTS = ['start_date', 'heading', 'created_at'] as const;
export type MyEventSort = (typeof MY_EVENT_SORTS)[number];

export interface MyEventsParams {
  type: EventListType;
  search?: string;
  page?: number;
  per_page?: number;
  sort?: MyEventSort;
  direction?: 'asc' | 'desc';
}

/** A registrant as the owning account sees them. */
export interface EventRegistrant {
  id: number;
  user_id: number;
  name: string;
  publication: string | null;
  registered_at: string;
  acknowledged_at: string | null;
}

/** A question in advance: the owner reads all, a registrant their own. */
export interface EventQuestion {
  id: number;
  question: string;
  created_at: string;
  mine: boolean;
  asked_by: { user_id: number; name: string; publication: string | null };
}

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
