import { Navigate, useParams } from 'react-router-dom';
import { ROUTES } from 'mf-shared';
import { InterviewsWorkspace, type InterviewViewTab } from 'mf-shared/entities/interview/components';
import type { JournalistInterviewView } from 'mf-shared/entities/interview';

const TABS: (InterviewViewTab & { view: JournalistInterviewView; title: string; subtitle: string })[] = [
  {
    view: 'all',
    label: 'All',
    path: ROUTES.JOURNALIST_INTERVIEWS,
    title: 'All interviews',
    subtitle: 'Every interview you asked for, whatever its state.',
  },
  {
    view: 'planned',
    label: 'Planned',
    path: ROUTES.JOURNALIST_PLANNED_INTERVIEWS,
    title: 'Planned interviews',
    subtitle: 'Approved and still to come.',
  },
  {
    view: 'process',
    label: 'In process',
    path: ROUTES.JOURNALIST_PROCESS_INTERVIEWS,
    title: 'Interviews in process',
    subtitle: 'Requests waiting for the expert’s answer.',
  },
];

/** /interviews/journalist/{all, planned, process}: the journalist's interviews, one view per tab. */
export default function InterviewsPage() {
  const { view } = useParams();
  const tab = TABS.find((t) => t.view === view);
  if (!tab) return <Navigate to={ROUTES.JOURNALIST_INTERVIEWS} replace />;
  return (
    <InterviewsWorkspace
      key={tab.view}
      side="journalist"
      view={tab.view}
      tabs={TABS}
      title={tab.title}
      subtitle={tab.subtitle}
      planned={tab.view === 'planned'}
    />
  );
}
