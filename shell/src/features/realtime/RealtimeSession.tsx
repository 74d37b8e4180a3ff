import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { effectiveStatus, isActiveUser, startRealtime, stopRealtime, STATUS, useAuth } from 'mf-shared';
import { useLiveUnreadMessages } from 'mf-shared/entities/conversation';
import { interviewKeys } from 'mf-shared/entities/interview';
import { useLiveNotifications } from 'mf-shared/entities/notification';
import { useLiveAccountStatus } from './useLiveAccountStatus';

/** What anyone may read: kept when the user changes. Every other entity is someone's own. */
const PUBLIC_ENTITIES = new Set(['news', 'author', 'blog', 'event', 'faq', 'lookups', 'review']);

/**
 * The page's one realtime connection follows the session: it opens when a user signs in (the
 * Echo chunk loads then, never for visitors) and closes when they sign out, are locked, or the API
 * refuses their token. Whatever their status, their account's changes arrive (a journalist waiting
 * for approval hears the approval); once active, their channels also write into the query cache,
 * whatever page or layout is shown, so the bell and the counts read current data. Mounted once, in
 * the App, inside the router.
 */
export function RealtimeSession() {
  const userId = useAuth((s) => s.user?.id ?? null);
  const token = useAuth((s) => s.accessToken);
  const locked = useAuth((s) => s.user !== null && effectiveStatus(s.user) === STATUS.LOCKED_BY_ADMIN);
  // The workspace's data (notifications, messages) is an active user's alone, as the API's status guard says.
  const active = useAuth((s) => isActiveUser(s.user));
  const client = useQueryClient();
  const lastUser = useRef<number | null>(null);

  useEffect(() => {
    if (userId && token && !locked) startRealtime(token, userId);
    else stopRealtime();
  }, [userId, token, locked]);

  useEffect(() => {
    // Signed out, refused, or someone else signed in on this page: nothing of the previous user's
    // may show (template lists, say, are not keyed by user), on this page or the next.
    if (lastUser.current !== null && lastUser.current !== userId)
      client.removeQueries({ predicate: (q) => !PUBLIC_ENTITIES.has(String(q.queryKey[0])) });
    lastUser.current = userId;
  }, [userId, client]);

  // A new interview request or answer changes what is upcoming (the countdown).
  const refreshInterviews = () => void client.invalidateQueries({ queryKey: interviewKeys.all });
  useLiveAccountStatus(userId);
  useLiveNotifications(active ? userId : null, {
    onNotification: (n) => n.type === 'Interview' && refreshInterviews(),
    onReconnected: refreshInterviews,
  });
  useLiveUnreadMessages(active ? userId : null);
  return null;
}
