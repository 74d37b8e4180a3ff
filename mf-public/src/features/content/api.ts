import { api } from 'mf-shared';

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

const get = async <T>(url: string, params?: object) => (await api.get<T>(url, { params })).data;
/** A path key is an id when it is all digits, else a slug (spec: /news/{slug} or /news/{id}). */
const byKey = (key: string, idPath: string, slugPath: string) =>
  /^\d+$/.test(key) ? `${idPath}/${key}` : `${slugPath}/${encodeURIComponent(key)}`;

export const contentApi = {
  stories: (page: number, expertiseId?: number) => get<List<NewsSummary>>('/allposts', { page, id: expertiseId }),
  blogposts: (page: number, expertiseId?: number) => get<List<BlogSummary>>('/blogposts', { page, id: expertiseId }),
  article: (key: string) => get<{ data: Article }>(byKey(key, '/news', '/news/slug')).then((r) => r.data),
  blogPost: (key: string) => get<{ data: BlogPost }>(byKey(key, '/blogpost', '/blogpost/slug')).then((r) => r.data),
  authorNews: (id: number, page: number) =>
    get<List<NewsSummary> & { author: { id: number; name: string }; expertises: { id: number; name: string }[] }>(
      `/news/author/${id}`,
      { page },
    ),
  storyIdeas: (page: number) => get<List<EventSummary>>('/story-ideas', { page }),
  storyIdea: (id: string) => get<{ data: EventPage }>(`/story-ideas/${id}`).then((r) => r.data),
  event: (id: string) => get<{ data: EventPage }>(`/events/${id}`).then((r) => r.data),
  expertises: () => get<{ data: Expertise[] }>('/expertises').then((r) => r.data),
  guest: (id: number) => get<{ data: GuestDetails }>(`/guests/${id}`).then((r) => r.data),
  faq: () => get<List<{ id: number; question: string; answer: string; audience: string }>>('/faq', { per_page: 100 }),
};
