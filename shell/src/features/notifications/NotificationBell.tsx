import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ERROR_MESSAGES, formatDate, ROLE, ROUTES, useAuth } from 'mf-shared';
import { sanitizeHtml } from 'mf-shared/ui/sanitize';
import { useNotifications, type AppNotification } from './notificationsStore';

/** Where a notification leads, by role and type (spec section 4). */
export function notificationTarget(role: number, type: AppNotification['type']): string {
  if (role === ROLE.EXPERT) return type === 'Interview' ? ROUTES.EXPERT_PENDING_INTERVIEWS : ROUTES.EXPERT_QUESTIONS;
  return type === 'Question' ? ROUTES.JOURNALIST_QUESTIONS : ROUTES.JOURNALIST_INTERVIEWS;
}

export function NotificationBell() {
  const role = useAuth((s) => s.user?.role ?? ROLE.JOURNALIST);
  const items = useNotifications((s) => s.items);
  const unreadMessages = useNotifications((s) => s.unreadMessages);
  const markAllRead = useNotifications((s) => s.markAllRead);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const unread = items.filter((n) => !n.read_at).length;

  useEffect(() => {
    if (!open) return;
    // Opening the list marks what it shows as read.
    void markAllRead();
    const close = (event: MouseEvent) => !ref.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open, markAllRead, items.length]);

  return (
    <div className="bell" ref={ref}>
      <button
        type="button"
        className="bell__button"
        aria-label={`Notifications, ${unread} unread`}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"
          />
        </svg>
        {unread > 0 && (
          <span className="bell__badge" data-testid="bell-badge">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div className="bell__list" role="menu" aria-label="Notifications">
          {unreadMessages > 0 && <p className="bell__messages">Unread messages: {unreadMessages}</p>}
          {items.length === 0 ? (
            <p className="bell__empty">{ERROR_MESSAGES.NO_DATA}</p>
          ) : (
            items.map((n) => (
              <button
                key={n.id}
                type="button"
                role="menuitem"
                className={`bell__item ${n.read_at ? '' : 'bell__item--unread'}`}
                onClick={() => {
                  setOpen(false);
                  navigate(notificationTarget(role, n.type));
                }}
              >
                <span dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.data) }} />
                <time dateTime={n.created_at}>{formatDate(n.created_at, 'dateTime')}</time>
              </button>
            ))
          )}
        </div>
      )}
    </div>
  );
}
