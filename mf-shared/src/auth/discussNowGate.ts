import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { discussNowStep } from './access';
import { authStore } from './authStore';

/** The page the person is on, to come back to after signing in. */
export function currentPage(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Discuss now's gate (spec section 6) for any dialog a journalist opens on a guest (the interview
 * request, a question): a visitor is asked to sign in as a Journalist, an expert or a journalist
 * without approval is told why not, an approved journalist gets `target` to open the dialog for.
 * A visitor who signs in from the gate stays on the page and the action opens again by itself;
 * closing the login dialog instead forgets it. `reason` tells the dialog why it opened.
 */
export function useDiscussNowGate<T>(reason: string): {
  target: T | null;
  open: (target: T) => void;
  close: () => void;
} {
  const [target, setTarget] = useState<T | null>(null);
  // The action a visitor was asked to sign in for: opened again once signed in, forgotten if they close the dialog.
  const pending = useRef<{ next: T } | null>(null);
  // What had the focus when the dialog opened (the Discuss now button): it gets it back on close.
  const opener = useRef<HTMLElement | null>(null);
  const open = useCallback(
    (next: T, resumed = false) => {
      // Resumed after signing in, the focus is in the closing login dialog: keep the first opener.
      const focused = document.activeElement;
      if (!resumed) opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
      const step = discussNowStep(authStore.getState().user);
      if (step.kind === 'sign-in') {
        pending.current = { next };
        authStore.getState().openLogin('journalist', { reason, returnTo: currentPage() });
      } else if (step.kind === 'refused') toast.warning(step.message);
      else setTarget(() => next);
    },
    [reason],
  );
  useEffect(
    () =>
      authStore.subscribe((state) => {
        if (!pending.current) return;
        if (state.user) {
          const { next } = pending.current;
          pending.current = null;
          open(next, true);
        } else if (!state.loginOpen) pending.current = null;
      }),
    [open],
  );
  const close = useCallback(() => {
    setTarget(null);
    // Once the dialog has gone (it unmounts, so its own focus return never runs).
    setTimeout(() => {
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    });
  }, []);
  return { target, open, close };
}
