import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROLE, ROUTES, useAuth, useRealtimeEvent } from 'mf-shared';
import { useUnreadMessages } from 'mf-shared/entities/conversation';
import { useQueryClient } from '@tanstack/react-query';
import {
  notificationChannel,
  useMarkNotificationsRead,
  useNotifications,
  type AppNotification,
  type NotificationType,
} from 'mf-shared/entities/notification';
import {
  notifiedRequestId,
  opportunityPath,
  requestPath,
  SOURCE_REQUEST_PATHS,
  sourceRequestKeys,
} from 'mf-shared/entities/source-request';
import './notifications.css';

// The list (and the HTML cleaner its texts need, about 11 KB gzip) loads when the bell is opened.
const NotificationList = lazy(() => import('./NotificationList'));

/** Where a notification leads, by role and type (spec section 4); a Request one to the request it names. */
export function notificationTarget(role: number, type: NotificationType, requestId: number | null = null): string {
  // Request (issue 27): a journalist's request (a pitch came), an expert's opportunity (a match, an outcome).
  if (type === 'Request') {
    if (role === ROLE.EXPERT) return requestId ? opportunityPath(requestId) : SOURCE_REQUEST_PATHS.OPPORTUNITIES;
    return requestId ? requestPath(requestId) : SOURCE_REQUEST_PATHS.LIST;
  }
  if (role === ROLE.EXPERT) {
    // Guest: the monthly reminder to confirm guests' availability.
    if (type === 'Guest') return ROUTES.GUESTS;
    // Payment: a plan paid, failed or ended; the profile's payment tab tells which.
    if (type === 'Payment') return ROUTES.EXPERT_PAYMENT;
    // Moderation: a moderator hid or showed again one of the account's news, story ideas or events.
    if (type === 'Moderation') return ROUTES.CONTACTS_MANAGER;
    return type === 'Interview' ? ROUTES.EXPERT_PENDING_INTERVIEWS : ROUTES.EXPERT_QUESTIONS;
  }
  if (type === 'Search') return ROUTES.DASHBOARD_PANEL.replace(':name', 'saved-searches');
  // Moderation: a journalist's content is their questions.
  return type === 'Question' || type === 'Moderation' ? ROUTES.JOURNALIST_QUESTIONS : ROUTES.JOURNALIST_INTERVIEWS;
}

/**
 * A 'Request' notification (a pitch came, a request matched, an outcome) reads source requests again:
 * an open requests or opportunities page, the dashboard card and the expert's menu badge follow live.
 */
function useLiveSourceRequests(userId: number | null) {
  const client = useQueryClient();
  useRealtimeEvent<{ notification: AppNotification }>(
    userId ? notificationChannel(userId) : null,
    'NotificationEvent',
    ({ notification }) => {
      if ((notification?.type as NotificationType) === 'Request')
        void client.invalidateQueries({ queryKey: sourceRequestKeys.all });
    },
  );
}

/** The header's bell: the unread count, and the newest notifications in a list that marks them read. */
export default function NotificationBell() {
  const role = useAuth((s) => s.user?.role ?? ROLE.JOURNALIST);
  useLiveSourceRequests(useAuth((s) => s.user?.id ?? null));
  const notifications = useNotifications();
  const unreadMessages = useUnreadMessages().data ?? 0;
  const markRead = useMarkNotificationsRead();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const items = notifications.data ?? [];
  const unreadIds = items.filter((n) => !n.read_at).map((n) => n.id);
  const unreadKey = unreadIds.join(',');
  const { refetch, isFetching: fetching } = notifications;
  const { mutate: markAsRead, isPending: marking } = markRead;

  // Opening the list reads it again (it may have changed while the connection was down).
  useEffect(() => {
    if (open) void refetch();
  }, [open, refetch]);

  // Opening (or loading, while open) the list marks what it shows as read: one request each,
  // once the list read on opening is in (else its answer could bring back what was just marked).
  useEffect(() => {
    if (!open || marking || fetching || !unreadKey) return;
    markAsRead(unreadKey.split(',').map(Number));
  }, [open, unreadKey, marking, fetching, markAsRead]);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => !ref.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  return (
    <div className="bell" ref={ref}>
      <button
        type="button"
        className="bell__button"
        // No count is said before the list has answered: "0 unread" would be a guess.
        aria-label={notifications.data ? `Notifications, ${unreadIds.length} unread` : 'Notifications'}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unreadIds.length > 0 && (
          <span className="bell__badge" data-testid="bell-badge">
            {unreadIds.length}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationList
            items={items}
            unreadMessages={unreadMessages}
            onChoose={(n) => {
              setOpen(false);
              navigate(notificationTarget(role, n.type, notifiedRequestId(n)));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
