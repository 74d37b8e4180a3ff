import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { startRealtime, stopRealtime, useAuth } from 'mf-shared';
import { useLiveUnreadMessages } from 'mf-shared/entities/conversation';
import { useLiveNotifications } from 'mf-shared/entities/notification';

/** What the frame keeps about the signed-in user; it goes when they do. */
const FRAME_ENTITIES = ['notification', 'conversation', 'interview'];

/**
 * The page's one realtime connection follows the session: it opens when a user signs in (the
 * Echo chunk loads then, never for visitors) and closes when they sign out or the API refuses
 * their token. While signed in, the user's channels write into the query cache, whatever page or
 * layout is shown, so the bell and the counts read current data. Mounted once, in the App.
 */
export function RealtimeSession() {
  const userId = useAuth((s) => s.user?.id ?? null);
  const token = useAuth((s) => s.accessToken);
  const client = useQueryClient();
  const lastUser = useRef<number | null>(null);

  useEffect(() => {
    if (userId && token) startRealtime(token, userId);
    else stopRealtime();
  }, [userId, token]);

  useEffect(() => {
    if (userId === null) {
      // Signed out (or refused): the frame's data of that user goes.
      client.removeQueries({ predicate: (q) => FRAME_ENTITIES.includes(String(q.queryKey[0])) });
    } else if (lastUser.current !== null && lastUser.current !== userId) {
      // Someone else signed in on this page: nothing of the previous user's pages may show.
      client.removeQueries({ type: 'inactive' });
    }
    if (userId !== null) lastUser.current = userId;
  }, [userId, client]);

  useLiveNotifications(userId);
  useLiveUnreadMessages(userId);
  return null;
}
