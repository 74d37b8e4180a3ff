import { lazy, Suspense, type ReactNode } from 'react';
import { LOGIN_REASONS, useDiscussNowGate } from 'mf-shared';
import type { QuestionGuest } from './AskQuestionDialog';

// The dialog (plain) loads when the question is asked.
const AskQuestionDialog = lazy(() => import('./AskQuestionDialog'));

/** "Ask a question" on a guest, beside Discuss now and behind the same gate. Returns the action and the dialog. */
export function useAskQuestionDialog(): { askQuestion: (guest: QuestionGuest) => void; dialog: ReactNode } {
  const { target: guest, open, close } = useDiscussNowGate<QuestionGuest>(LOGIN_REASONS.QUESTION);
  const dialog = guest ? (
    <Suspense fallback={null}>
      <AskQuestionDialog guest={guest} onClose={close} />
    </Suspense>
  ) : null;
  return { askQuestion: open, dialog };
}

export type { QuestionGuest };
