import { Typography } from 'mf-shared/kit/typography';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ERROR_MESSAGES, useAuth } from 'mf-shared';
import { PageHeader } from 'mf-shared/kit/page';
import { Segmented } from 'mf-shared/kit/plain';
import { TabLinks } from 'mf-shared/kit/tab-links';
import { lazyThemed } from 'mf-shared/kit/themed';
import { EmptyState, LoadingState } from 'mf-shared/kit/states';
import { DataTable, listParams, listRows, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import { useInterviews, useLiveInterviews } from '../hooks';
import { INTERVIEW_SORTS, type InterviewItem, type InterviewSort, type InterviewView } from '../types';
import { CalendarFeedButton } from './CalendarFeedButton';
import { InterviewActions } from './InterviewActions';
import { useOpenInterview } from './openInterview';
import { GuestCell, InterviewTime, StatusTag, type InterviewSide } from './InterviewParts';
import './interviews.css';

// The month view (antd's calendar) and the interview panel load when first shown: a list of
// interviews needs neither. The panel and its forms are plain (kit/dialog, kit/fields), so an
// opened interview loads no antd (issue 25); the month view still does, in the app's theme.
const InterviewCalendar = lazyThemed(() =>
  import('./InterviewCalendar').then((m) => ({ default: m.InterviewCalendar })),
);
const InterviewDrawer = lazy(() => import('./InterviewDrawer').then((m) => ({ default: m.InterviewDrawer })));

export interface InterviewViewTab {
  view: InterviewView;
  label: string;
  path: string;
}

export interface InterviewsWorkspaceProps {
  side: InterviewSide;
  view: InterviewView;
  /** The side's views, one tab each. */
  tabs: InterviewViewTab[];
  title: string;
  subtitle?: ReactNode;
  /** Planned pages offer the month calendar and the calendar feed. */
  planned?: boolean;
  /** Shown under the list (the expert's coverage on the archive page). */
  children?: ReactNode;
}

/** `?show=calendar` shows the month instead of the table (planned pages). */
const SHOW_PARAM = 'show';

function useShown(): ['table' | 'calendar', (next: 'table' | 'calendar') => void] {
  const [params, setParams] = useSearchParams();
  const shown = params.get(SHOW_PARAM) === 'calendar' ? 'calendar' : 'table';
  const set = (next: 'table' | 'calendar') =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'calendar') copy.set(SHOW_PARAM, 'calendar');
        else copy.delete(SHOW_PARAM);
        return copy;
      },
      { replace: true },
    );
  return [shown, set];
}

/**
 * One side's interview pages (issue 15): the view's table (search, sort, pages of 5, 10 or 15, all
 * in the URL), the actions the server allows, the detail drawer (`?interview=<id>`), and on
 * planned pages a month calendar and the calendar feed. An 'Interview' notification refreshes it live.
 */
export function InterviewsWorkspace({
  side,
  view,
  tabs,
  title,
  subtitle,
  planned = false,
  children,
}: InterviewsWorkspaceProps) {
  const userId = useAuth((s) => s.user?.id ?? null);
  useLiveInterviews(userId);
  const table = useTableQuery({ sortKeys: INTERVIEW_SORTS });
  const { query } = table;
  const [openId, openInterview] = useOpenInterview();
  // Once opened, the panel's module stays mounted (it shows nothing while no interview is open).
  const [drawerWanted, setDrawerWanted] = useState(openId !== null);
  if (openId !== null && !drawerWanted) setDrawerWanted(true);
  const [shown, setShown] = useShown();
  const calendar = planned && shown === 'calendar';
  const list = useInterviews({ view, ...listParams<InterviewSort>(query) });

  const columns: DataColumn<InterviewItem>[] = [
    {
      key: 'guest',
      sortKey: 'guest',
      title: 'Guest',
      render: (_: unknown, item) => <GuestCell guest={item.guest} />,
    },
    ...(side === 'expert'
      ? [
          {
            key: 'journalist',
            title: 'Journalist',
            render: (_: unknown, item: InterviewItem) => (
              <span>
                {item.journalist.name}
                {item.journalist.company_name && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {item.journalist.company_name}
                  </Typography.Text>
                )}
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'date_interview',
      sortKey: 'date_interview',
      title: 'Date',
      render: (_: unknown, item) => <InterviewTime item={item} side={side} />,
    },
    {
      key: 'status',
      sortKey: 'status',
      title: 'Status',
      render: (_: unknown, item) => <StatusTag status={item.status} />,
    },
    {
      key: 'actions',
      title: 'Actions',
      render: (_: unknown, item) => <InterviewActions item={item} compact />,
    },
  ];

  const loadedEmpty =
    list.data !== undefined && list.data.meta.total === 0 && !list.isPlaceholderData && query.search === '';
  const activeTab = tabs.find((t) => t.view === view)?.path ?? tabs[0]?.path;

  return (
    <section className="interviews">
      <TabLinks label="Interview lists" items={tabs.map((t) => ({ to: t.path, label: t.label }))} active={activeTab} />
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          planned && (
            <>
              <Segmented
                label="Show as"
                value={shown}
                options={[
                  { value: 'table', label: 'Table' },
                  { value: 'calendar', label: 'Calendar' },
                ]}
                onChange={setShown}
              />
              <CalendarFeedButton />
            </>
          )
        }
      />
      {calendar ? (
        <Suspense fallback={<LoadingState />}>
          <InterviewCalendar side={side} onOpen={openInterview} />
        </Suspense>
      ) : loadedEmpty ? (
        <EmptyState text={ERROR_MESSAGES.NO_DATA} />
      ) : (
        <DataTable<InterviewItem>
          aria-label={title}
          table={table}
          columns={columns}
          {...listRows(list)}
          rowKey="id"
          // The API searches guest, journalist and publication; each side names what it sees.
          search={side === 'expert' ? 'Search by guest, journalist or publication' : 'Search by guest'}
          onRow={(item) => ({ onClick: () => openInterview(item.id), style: { cursor: 'pointer' } })}
        />
      )}
      {children}
      {drawerWanted && (
        <Suspense fallback={null}>
          <InterviewDrawer side={side} />
        </Suspense>
      )}
    </section>
  );
}
