import { ROLE, STATUS, useAuth } from 'mf-shared';
import { lazyFramePart } from '../resilience/FramePart';

const ExpertCompletionDialog = lazyFramePart(
  'The expert registration form',
  () => import(/* webpackChunkName: "frame-expert-completion" */ './ExpertCompletionDialog'),
  'dialog',
);

/**
 * The blocking "Register as an Expert : Step 1" dialog shows for a signed-in user with no
 * company name who is not a journalist and not waiting for approval (spec section 4).
 */
export function ExpertCompletionHost() {
  const due = useAuth(
    (s) =>
      !!s.user &&
      !s.user.company_name &&
      s.user.role !== ROLE.JOURNALIST &&
      s.user.status !== STATUS.WAIT_FOR_APPROVING,
  );
  if (!due) return null;
  return <ExpertCompletionDialog />;
}
