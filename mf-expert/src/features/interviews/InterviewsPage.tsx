import { Navigate, useParams } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { InterviewsWorkspace, type InterviewViewTab } from 'mf-shared/entities/interview/components';
import type { ExpertInterviewView } from 'mf-shared/entities/interview';
import { CoveragePanel } from './CoveragePanel';

const TABS: (InterviewViewTab & { view: ExpertInterviewView; title: string; subtitle: string })[] = [
  {
    view: 'pending',
    label: 'Pending',
    path: ROUTES.EXPERT_PENDING_INTERVIEWS,
    title: 'Pending invitations',
    subtitle: 'Requests for your guests waiting for your answer.',
  },
  {
    view: 'planned',
    label: 'Planned',
    path: ROUTES.EXPERT_PLANNED_INTERVIEWS,
    title: 'Planned interviews',
    subtitle: 'Approved and still to come.',
  },
  {
    view: 'archive',
    label: 'Archive',
    path: ROUTES.EXPERT_ARCHIVE_INTERVIEWS,
    title: 'Interview archive',
    subtitle: 'Rejected, cancelled, done or past.',
  },
];

/** /interviews/expert/{pending, planned, archive}: the invitations to the account's guests, one view per tab. */
export default function InterviewsPage() {
  const { view } = useParams();
  const tab = TABS.find((t) => t.view === view);
  if (!tab) return <Navigate to={ROUTES.EXPERT_PENDING_INTERVIEWS} replace />;
  return (
    <InterviewsWorkspace
      key={tab.view}
      side="expert"
      view={tab.view}
      tabs={TABS}
      title={tab.title}
      subtitle={tab.subtitle}
      planned={tab.view === 'planned'}
    >
      {tab.view === 'archive' && <CoveragePanel />}
    </InterviewsWorkspace>
  );
}
