import { NotificationBell } from './NotificationBell';
import { UpcomingInterview } from './UpcomingInterview';
import { useRealtime } from './useRealtime';
import './notifications.css';

/** The signed-in header's live parts, loaded only for signed-in users. */
export default function SignedInTools() {
  useRealtime();
  return (
    <>
      <UpcomingInterview />
      <NotificationBell />
    </>
  );
}
