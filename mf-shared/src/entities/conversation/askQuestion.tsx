import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { authStore, discussNowStep } from 'mf-shared';
import type { QuestionGuest } from './AskQuestionDialog';

const AskQuestionDialog = lazy(() => import('./AskQuestionDialog'));

/**
 * "Ask a question" on a guest, beside Discuss now: the same gate (a visitor signs in as a
 * Journalist, others are told why not), then the question dialog. Returns the action and the dialog.
 */
export function useAskQuestionDialog(): { askQuestion: (guest: QuestionGuest) => void; dialog: ReactNode } {
  const [guest, setGuest] = useState<QuestionGuest | null>(null);
  const askQuestion = useCallback((g: QuestionGuest) => {
    const step = discussNowStep(authStore.getState().user);
    if (step.kind === 'sign-in') authStore.getState().openLogin('journalist');
    else if (step.kind === 'refused') toast.warning(step.message);
    else setGuest(g);
  }, []);
  const dialog = guest ? (
    <Suspense fallback={null}>
      <AskQuestionDialog guest={guest} onClose={() => setGuest(null)} />
    </Suspense>
  ) : null;
  return { askQuestion, dialog };
}

export type { QuestionGuest };
