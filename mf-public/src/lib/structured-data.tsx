// schema.org structured data for search engines and link previews (issue 16): NewsArticle on news
// pages, Event on event pages, ProfilePage with a Person on author pages. Nothing personal goes in:
// no email, no phone, no address of a person.

const CONTEXT = 'https://schema.org';
const SITE = { '@type': 'Organization', name: 'PressPoint' } as const;

export type JsonLdObject = Record<string, unknown>;

/** Text of stored HTML, for a description. */
export const plainText = (html: string | null | undefined, max = 300) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/**
 * `path` on the site at `origin` (schema.org and search engines want absolute addresses); the
 * path itself when the origin is not known.
 */
export const absoluteUrl = (origin: string, path: string) => (origin ? new URL(path, origin).href : path);

/** Drops empty values, so a property is either meaningful or absent. */
function compact<T extends JsonLdObject>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  ) as T;
}

export interface ArticleForLd {
  slug: string;
  title: string;
  text: string;
  picture: string | null;
  picture_type?: 'image' | 'video' | null;
  updated_at: string;
  created_at?: string;
  author: string;
  author_id: number;
  expertise_names: Record<string, string>;
}

/** `authorPath` and the article's own address are made absolute on `origin` (the page's site). */
export function newsArticleLd(a: ArticleForLd, authorPath: string, origin: string): JsonLdObject {
  return compact({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: a.title.slice(0, 110),
    description: plainText(a.text, 160),
    image: a.picture && a.picture_type !== 'video' ? [a.picture] : undefined,
    datePublished: a.created_at ?? a.updated_at,
    dateModified: a.updated_at,
    author: [{ '@type': 'Person', name: a.author, url: absoluteUrl(origin, authorPath) }],
    publisher: SITE,
    mainEntityOfPage: absoluteUrl(origin, `/news/${encodeURIComponent(a.slug)}`),
    keywords: Object.values(a.expertise_names).join(', '),
  });
}

export interface EventForLd {
  id: number;
  heading: string;
  description?: string;
  start_date: string | null;
  start_time: string | null;
  end_date?: string | null;
  end_time?: string | null;
  all_day?: number;
  location?: string | null;
  organised_by: string | null;
  signups_url?: string | null;
  header_image?: string | null;
  header_image_type?: 'image' | 'video' | null;
  embargoed: boolean;
  guests?: { first_name: string; last_name: string }[];
}

/** 'YYYY-MM-DD' with 'HH:mm:ss' when the event has a time (ISO 8601 local date-time). */
const when = (date: string | null | undefined, time: string | null | undefined, allDay: boolean) =>
  date ? (time && !allDay ? `${date}T${time.length === 5 ? `${time}:00` : time}` : date) : undefined;

const ONLINE = /^(online|virtual|zoom|teams|webinar)\b|^https?:\/\//i;

const ONLINE_MODE = 'https://schema.org/OnlineEventAttendanceMode';
const OFFLINE = 'https://schema.org/OfflineEventAttendanceMode';

/** The attendance mode as schema.org names it: a venue that is a link or 'Online' is online. */
export function attendanceMode(location: string | null | undefined): string {
  return location && ONLINE.test(location.trim()) ? ONLINE_MODE : OFFLINE;
}

const isLink = (text: string) => /^https?:\/\//i.test(text.trim());

/**
 * Where to attend, as far as it is public (Google requires a location on every Event): a venue is
 * a Place; an online one a VirtualLocation at its link (the venue's own, else the sign-up link,
 * else the page). While an embargo holds, or when no venue is given (a story idea), the page is
 * the only public place: a VirtualLocation at its address. The attendance mode follows the
 * location given, as Google checks (Online with a VirtualLocation, Offline with a Place).
 */
function eventLocation(e: EventForLd, pageUrl: string): JsonLdObject {
  const venue = e.embargoed ? '' : (e.location?.trim() ?? '');
  if (venue && attendanceMode(venue) === OFFLINE) return { '@type': 'Place', name: venue, address: venue };
  const link = venue && isLink(venue) ? venue : !e.embargoed && e.signups_url ? e.signups_url : pageUrl;
  return compact({ '@type': 'VirtualLocation', url: link, name: venue && !isLink(venue) ? venue : undefined });
}

/** `path` is the page's own (made absolute on `origin`, the page's site). */
export function eventLd(e: EventForLd, path: string, origin: string): JsonLdObject {
  const allDay = e.all_day === 1;
  const url = absoluteUrl(origin, path);
  const location = eventLocation(e, url);
  return compact({
    '@context': CONTEXT,
    '@type': 'Event',
    name: e.heading,
    url,
    startDate: when(e.start_date, e.start_time, allDay),
    // An embargoed briefing says only its heading, start and organiser (and where: its page).
    endDate: e.embargoed ? undefined : when(e.end_date, e.end_time, allDay),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: location['@type'] === 'Place' ? OFFLINE : ONLINE_MODE,
    location,
    description: e.embargoed ? undefined : plainText(e.description, 300),
    // A video header is no image.
    image: !e.embargoed && e.header_image && e.header_image_type !== 'video' ? [e.header_image] : undefined,
    organizer: e.organised_by ? { '@type': 'Organization', name: e.organised_by } : SITE,
    performer: e.embargoed
      ? undefined
      : e.guests?.map((g) => ({ '@type': 'Person', name: `${g.first_name} ${g.last_name}` })),
  });
}

/** `path` is the page's own (made absolute on `origin`, the page's site). */
export function profilePageLd(
  author: { id: number; name: string },
  path: string,
  topics: string[],
  origin: string,
): JsonLdObject {
  const url = absoluteUrl(origin, path);
  return compact({
    '@context': CONTEXT,
    '@type': 'ProfilePage',
    url,
    mainEntity: compact({
      '@type': 'Person',
      name: author.name,
      identifier: String(author.id),
      url,
      knowsAbout: topics,
    }),
  });
}

/**
 * The data as a <script type="application/ld+json"> in the page, so it is in the pre-rendered HTML
 * too. `<` is escaped: stored text can never close the script.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
