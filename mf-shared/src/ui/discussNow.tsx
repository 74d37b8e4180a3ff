import { Suspense, type ReactNode } from 'react';
import { lazyThemed } from 'mf-shared/kit/themed';
import { LOGIN_REASONS, useDiscussNowGate } from 'mf-shared';
import type { InterviewGuest } from './InterviewRequestDialog';

// antd's form parts and the template list load only when an approved journalist opens the request.
const InterviewRequestDialog = lazyThemed(() => import('./InterviewRequestDialog'));

/**
 * "Discuss now" on a guest (spec section 6): behind Discuss now's gate, the interview request
 * dialog. Returns the action and the dialog to render. The guest's `title` (and a `topic`, when
 * the page knows one) fill the chosen template's placeholders.
 */
export function useDiscussNow({ onSent }: { onSent?: () => void } = {}): {
  discussNow: (guest: InterviewGuest) => void;
  dialog: ReactNode;
} {
  const { target: guest, open, close } = useDiscussNowGate<InterviewGuest>(LOGIN_REASONS.INTERVIEW);
  const dialog = guest ? (
    <Suspense fallback={null}>
      <InterviewRequestDialog guest={guest} onClose={close} onSent={onSent} />
    </Suspense>
  ) : null;
  return { discussNow: open, dialog };
}

export type { InterviewGuest };
