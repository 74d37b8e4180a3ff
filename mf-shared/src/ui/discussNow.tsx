import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { authStore, discussNowStep } from 'mf-shared';
import type { InterviewGuest } from './InterviewRequestDialog';

// antd's form parts and the template list load only when an approved journalist opens the request.
const InterviewRequestDialog = lazy(() => import('./InterviewRequestDialog'));

/**
 * "Discuss now" on a guest (spec section 6): a visitor is asked to sign in as a Journalist, an
 * expert and a journalist without approval are told why not, an approved journalist gets the
 * interview request dialog. Returns the action and the dialog to render. The guest's `title` (and
 * a `topic`, when the page knows one) fill the chosen template's placeholders.
 */
export function useDiscussNow(): { discussNow: (guest: InterviewGuest) => void; dialog: ReactNode } {
  const [guest, setGuest] = useState<InterviewGuest | null>(null);
  const discussNow = useCallback((g: InterviewGuest) => {
    const step = discussNowStep(authStore.getState().user);
    if (step.kind === 'sign-in') authStore.getState().openLogin('journalist');
    else if (step.kind === 'refused') toast.warning(step.message);
    else setGuest(g);
  }, []);
  const dialog = guest ? (
    <Suspense fallback={null}>
      <InterviewRequestDialog guest={guest} onClose={() => setGuest(null)} />
    </Suspense>
  ) : null;
  return { discussNow, dialog };
}

export type { InterviewGuest };
