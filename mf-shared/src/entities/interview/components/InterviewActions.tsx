import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { INTERVIEW_STATUS } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { Button } from 'mf-shared/kit/plain';
import { useSetInterviewStatus } from '../hooks';
import { viewerTimeZone } from '../time';
import type { InterviewAction, InterviewItem } from '../types';
import { guestName } from './InterviewParts';

// The dialogs (forms and their rules) load when one opens, not with every list. Plain (kit/dialog,
// kit/fields), so no antd theme comes with them; Confirm loads its own popup when it asks.
const ActionDialog = lazy(() => import('./InterviewDialogs'));

/** The status changes, in the order buttons show them, with their question and words. */
const STATUS_ACTIONS: {
  action: InterviewAction;
  status: number;
  label: string;
  question: string;
  okText: string;
  danger?: boolean;
  primary?: boolean;
}[] = [
  {
    action: 'approve',
    status: INTERVIEW_STATUS.APPROVED,
    label: 'Approve',
    question: 'Approve this interview? Both sides get a calendar invitation.',
    okText: 'Approve',
    primary: true,
  },
  {
    action: 'reject',
    status: INTERVIEW_STATUS.REJECTED,
    label: 'Reject',
    question: 'Reject this interview request?',
    okText: 'Reject',
    danger: true,
  },
  {
    action: 'done',
    status: INTERVIEW_STATUS.DONE,
    label: 'Mark done',
    question: 'Mark this interview done?',
    okText: 'Mark done',
  },
  {
    action: 'cancel',
    status: INTERVIEW_STATUS.CANCELLED,
    label: 'Cancel',
    question: 'Cancel this interview? The other side is told.',
    okText: 'Cancel interview',
    danger: true,
  },
];

const said = (answer: { message?: string }, fallback: string) => toast.success(answer.message || fallback);

export interface InterviewActionsProps {
  item: InterviewItem;
  /** Buttons in a table row are small links; in the drawer they are buttons. */
  compact?: boolean;
}

/**
 * What the viewer may do to one interview now: exactly the server's `actions`, each asked
 * before it is done; the API client toasts a refusal in the server's words.
 */
export function InterviewActions({ item, compact = false }: InterviewActionsProps) {
  const setStatus = useSetInterviewStatus();
  const [dialog, setDialog] = useState<'reschedule' | 'note' | 'publish_link' | null>(null);
  const name = guestName(item.guest);
  const allowed = new Set(item.actions);
  const variant = compact ? 'link' : 'default';
  const size = compact ? 'small' : 'middle';

  const change = async (status: number, label: string) => {
    const answer = await setStatus.mutateAsync({
      id: item.id,
      status,
      // The expert's zone goes with an approval: the invitation shows their local time.
      ...(status === INTERVIEW_STATUS.APPROVED && { time_zone: viewerTimeZone() }),
    });
    said(answer, `${label}: done`);
  };

  return (
    // Clicks here must not reach the row (which opens the drawer), popups included.
    <div onClick={(e) => e.stopPropagation()} role="presentation">
      <div className="pp-row" style={{ gap: compact ? 0 : 8 }}>
        {STATUS_ACTIONS.filter((a) => allowed.has(a.action)).map((a) => (
          <Confirm
            key={a.action}
            title={a.question}
            okText={a.okText}
            cancelText="Keep"
            danger={a.danger}
            onConfirm={() => change(a.status, a.label)}
          >
            <Button
              variant={compact ? 'link' : a.primary ? 'primary' : variant}
              danger={a.danger}
              size={size}
              aria-label={`${a.label} the interview with ${name}`}
            >
              {a.label}
            </Button>
          </Confirm>
        ))}
        {allowed.has('reschedule') && (
          <Button
            variant={variant}
            size={size}
            onClick={() => setDialog('reschedule')}
            aria-label={`Reschedule the interview with ${name}`}
          >
            Reschedule
          </Button>
        )}
        {allowed.has('note') && (
          <Button
            variant={variant}
            size={size}
            onClick={() => setDialog('note')}
            aria-label={`Add note to the interview with ${name}`}
          >
            Add note
          </Button>
        )}
        {allowed.has('publish_link') && (
          <Button
            variant={variant}
            size={size}
            onClick={() => setDialog('publish_link')}
            aria-label={`${item.published_link ? 'Change' : 'Add'} published link of the interview with ${name}`}
          >
            {item.published_link ? 'Change published link' : 'Add published link'}
          </Button>
        )}
      </div>
      {dialog && (
        <Suspense fallback={null}>
          <ActionDialog kind={dialog} item={item} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </div>
  );
}
