import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, orMissing, type ApiList } from 'mf-shared';
import { eventKeys, type EventDetails, type EventSummary } from 'mf-shared/entities/event';

export type { EventDetails, EventSummary };

export const storyIdeasQuery = (page: number) =>
  queryOptions({
    queryKey: eventKeys.storyIdeas(page),
    queryFn: () => api.get<ApiList<EventSummary>>('/story-ideas', { params: { page } }).then(({ data }) => data),
  });
export const useStoryIdeas = (page: number) => useQuery(storyIdeasQuery(page));

/** GET /eventposts: the background-briefing events, a page of them (under embargo: no venue or picture). */
export const eventPostsQuery = (page: number) =>
  queryOptions({
    queryKey: [...eventKeys.all, 'eventposts', { page }] as const,
    queryFn: () => api.get<ApiList<EventSummary>>('/eventposts', { params: { page } }).then(({ data }) => data),
  });
export const useEventPosts = (page: number) => useQuery(eventPostsQuery(page));

/**
 * An event or a story idea (both are events: GET /events/{id}), as anyone sees it: while its
 * embargo holds, only heading, start and organiser. `null` when there is none (deleted: 404).
 */
export const eventQuery = (kind: 'story-idea' | 'event', id: string) =>
  queryOptions({
    queryKey: eventKeys.detail(kind, id),
    queryFn: () =>
      orMissing(
        api
          // The page as anyone sees it (and as it is pre-rendered); a signed-in reader's own
          // view (registration, the owner's whole event) is read apart, by useEventItem.
          .get<{ data: EventDetails }>(`/events/${encodeURIComponent(id)}`)
          .then(({ data }) => (data.data.kind === (kind === 'story-idea' ? 'story_idea' : 'event') ? data.data : null)),
      ),
  });
export const useEvent = (kind: 'story-idea' | 'event', id: string) => useQuery(eventQuery(kind, id));
