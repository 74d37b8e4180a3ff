import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { discussNowStep } from './access';
import { authStore } from './authStore';

/**
 * Discuss now's gate (spec section 6) for any dialog a journalist opens on a guest (the interview
 * request, a question): a visitor is asked to sign in as a Journalist, an expert or a journalist
 * without approval is told why not, an approved journalist gets `target` to open the dialog for.
 */
export function useDiscussNowGate<T>(): { target: T | null; open: (target: T) => void; close: () => void } {
  const [target, setTarget] = useState<T | null>(null);
  const open = useCallback((next: T) => {
    const step = discussNowStep(authStore.getState().user);
    if (step.kind === 'sign-in') authStore.getState().openLogin('journalist');
    else if (step.kind === 'refused') toast.warning(step.message);
    else setTarget(next);
  }, []);
  const close = useCallback(() => setTarget(null), []);
  return { target, open, close };
}
