import { apiRequest } from 'mf-shared';

export interface Meta {
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
export interface List<T> {
  data: T[];
  meta: Meta;
}
export interface NewsSummary {
  id: number;
  slug: string;
  title: string;
  picture: string | null;
  updated_at: string;
  author_id: number;
  author: string;
  expertises: { id: number; name: string }[];
}
export interface Guest {
  guest_id: number;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  avatar: string | null;
  /** The expert account offering the guest, whose news the author page lists. */
  expert_id: number;
  expert_name: string;
}
type Named = { id: number; name: string };
/** GET /guests/{id}: the detailed profile, for signed-in users. */
export interface GuestDetails {
  id: number;
  first_name: string;
  last_name: string;
  title: string;
  company_name: string;
  linkedin: string;
  description: string;
  rating: number;
  avatar: string | null;
  country: Named[];
  expertise: Named[];
  available: Named[];
  languages: Named[];
  videos: { id: number; url: string }[];
  guest_company_description: string | null;
}

/** The author page of an expert: /author/{name with hyphens}/{id} (spec section 2). */
export const authorPath = (name: string, id: number) => `/author/${name.trim().replace(/\s+/g, '-')}/${id}`;
export interface Article extends NewsSummary {
  text: string;
  link: string | null;
  expertise: number[];
  expertise_names: Record<string, string>;
  guests: Guest[];
}
export interface BlogSummary {
  id: number;
  slug: string;
  blog_title: string;
  picture: string | null;
  created_at: string;
}
export interface BlogPost extends BlogSummary {
  blog_description: string;
}
export interface EventSummary {
  id: number;
  slug: string;
  heading: string;
  header_image: string | null;
  start_date: string | null;
  end_date: string | null;
  location: string | null;
}
export interface EventPage extends EventSummary {
  kind: 'event' | 'story_idea';
  description: string;
  start_time: string | null;
  end_time: string | null;
  all_day: number;
  organised_by: string | null;
  phone_number: string | null;
  email: string | null;
  signups_url: string | null;
  header_image_json: { url: string }[];
  medias: { file: string; type: 'image' | 'video' }[];
  guests: Guest[];
  industries: { name: string }[];
}
export interface Expertise {
  id: number;
  name: string;
  topic_filter: 'preset' | 'overflow' | null;
}

/** A path key is an id when it is all digits, else a slug (spec: /news/{slug} or /news/{id}). */
const byKey = (key: string, idPath: string, slugPath: string) =>
  /^\d+$/.test(key) ? `${idPath}/${key}` : `${slugPath}/${encodeURIComponent(key)}`;
const dataOf = <T>(body: { data: T }) => body.data;

/** The reads the public pages make; each is an ApiRequest for useApi. */
export const contentApi = {
  stories: (page: number, expertiseId?: number) =>
    apiRequest<List<NewsSummary>>('/allposts', { params: { page, id: expertiseId } }),
  blogposts: (page: number, expertiseId?: number) =>
    apiRequest<List<BlogSummary>>('/blogposts', { params: { page, id: expertiseId } }),
  article: (key: string) =>
    apiRequest<{ data: Article }, Article>(byKey(key, '/news', '/news/slug'), { select: dataOf }),
  blogPost: (key: string) =>
    apiRequest<{ data: BlogPost }, BlogPost>(byKey(key, '/blogpost', '/blogpost/slug'), { select: dataOf }),
  authorNews: (id: number, page: number) =>
    apiRequest<
      List<NewsSummary> & { author: { id: number; name: string }; expertises: { id: number; name: string }[] }
    >(`/news/author/${id}`, { params: { page } }),
  storyIdeas: (page: number) => apiRequest<List<EventSummary>>('/story-ideas', { params: { page } }),
  storyIdea: (id: string) => apiRequest<{ data: EventPage }, EventPage>(`/story-ideas/${id}`, { select: dataOf }),
  event: (id: string) => apiRequest<{ data: EventPage }, EventPage>(`/events/${id}`, { select: dataOf }),
  expertises: () => apiRequest<{ data: Expertise[] }, Expertise[]>('/expertises', { select: dataOf }),
  guest: (id: number) => apiRequest<{ data: GuestDetails }, GuestDetails>(`/guests/${id}`, { select: dataOf }),
  faq: () =>
    apiRequest<List<{ id: number; question: string; answer: string; audience: string }>>('/faq', {
      params: { per_page: 100 },
    }),
};
