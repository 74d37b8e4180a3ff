import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orMissing, type ApiList } from 'mf-shared';
import type { Guest } from 'mf-shared/entities/guest';

export interface EventSummary {
  id: number;
  slug: string;
  heading: string;
  header_image: string | null;
  start_date: string | null;
  end_date: string | null;
  location: string | null;
}
export interface EventDetails extends EventSummary {
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

/** Events and story ideas (an event of kind 'story_idea'): keys under 'event'. */
const eventKeys = {
  all: ['event'] as const,
  storyIdeas: (page: number) => [...eventKeys.all, 'story-ideas', { page }] as const,
  detail: (kind: 'story-idea' | 'event', id: string) => [...eventKeys.all, kind, id] as const,
};

export const storyIdeasQuery = (page: number) =>
  queryOptions({
    queryKey: eventKeys.storyIdeas(page),
    queryFn: () => api.get<ApiList<EventSummary>>('/story-ideas', { params: { page } }).then(({ data }) => data),
  });
export const useStoryIdeas = (page: number) => useQuery(storyIdeasQuery(page));

/** A story idea (/story-ideas/{id}) or an event (/events/{id}); `null` when there is none. */
export const eventQuery = (kind: 'story-idea' | 'event', id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(kind, id),
    queryFn: () =>
      orMissing(
        api
          .get<{ data: EventDetails }>(kind === 'story-idea' ? `/story-ideas/${id}` : `/events/${id}`)
          .then(({ data }) => data.data),
      ),
  });
export const useEvent = (kind: 'story-idea' | 'event', id: string) => useQuery(eventQuery(kind, id));
