import { toast } from 'sonner';
import { ACCESS_MESSAGES, authStore, STATUS } from 'mf-shared';

/**
 * A locked account (spec section 4): told so and signed out; whoever calls it sends the person to
 * main. The guard does it on arrival, the live account status when the lock happens on the page.
 */
export function signOutLocked(): void {
  toast.warning(ACCESS_MESSAGES[STATUS.LOCKED_BY_ADMIN]!);
  authStore.getState().clearSession();
}
