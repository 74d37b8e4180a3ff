import { Typography } from 'mf-shared/kit/typography';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { formatDate, ROUTES } from 'mf-shared';
import { Confirm } from 'mf-shared/kit/confirm';
import { Button, Switch, Tag } from 'mf-shared/kit/plain';
import { useCountries, useExpertises, useLanguages, useRegions } from 'mf-shared/entities/lookups';
import { EmptyState, QueryState } from 'mf-shared/kit/states';
import { actionsColumn } from 'mf-shared/kit/table';
import type { SavedSearch } from 'mf-shared/types/saved-search';
import { SAVED_SEARCH_MESSAGES } from 'mf-shared/validation';
import {
  savedSearchPath,
  useChangeSavedSearch,
  useDeleteSavedSearch,
  useSavedSearches,
} from '../../lib/saved-searches';
import { summarizeQuery, type LookupNames } from './panels';
import { PlainTable, type PlainColumn } from 'mf-shared/kit/table';

const finder =
  (list: { id: number; name: string }[] | undefined) =>
  (id: number): string | undefined =>
    list?.find((x) => x.id === id)?.name;

/**
 * The saved-searches panel: every saved search with its alert, to pause, resume, open or delete.
 * Plain (kit/plain Switch, Button, Tag); the delete question's popup loads when asked.
 */
export function SavedSearchesPanel() {
  const list = useSavedSearches();
  const change = useChangeSavedSearch();
  const remove = useDeleteSavedSearch();
  const expertises = useExpertises();
  const countries = useCountries();
  const regions = useRegions();
  const languages = useLanguages();
  const names: LookupNames = {
    expertise: finder(expertises.data),
    country: finder(countries.data),
    available: finder(regions.data),
    language: finder(languages.data),
  };

  const setPaused = async (s: SavedSearch, isPaused: boolean) => {
    try {
      const answer = await change.mutateAsync({ id: s.id, is_paused: isPaused });
      toast.success(answer.message || (isPaused ? SAVED_SEARCH_MESSAGES.PAUSED : SAVED_SEARCH_MESSAGES.RESUMED));
    } catch {
      // The API client has shown the server's message; the switch shows the stored state again.
    }
  };
  const deleteSearch = async (s: SavedSearch) => {
    const answer = await remove.mutateAsync(s.id);
    toast.success(answer.message || SAVED_SEARCH_MESSAGES.DELETED);
  };

  const columns: PlainColumn<SavedSearch>[] = [
    {
      key: 'name',
      title: 'Name',
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      key: 'filters',
      title: 'Filters',
      render: (_: unknown, s) => summarizeQuery(s.query, names),
    },
    {
      key: 'new',
      title: 'New matches',
      dataIndex: 'last_new_count',
      render: (count: number) => (count > 0 ? <Tag color="blue">{count} new</Tag> : '0'),
    },
    {
      key: 'last_run_at',
      title: 'Last run',
      dataIndex: 'last_run_at',
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value, 'dateTime')}</span>,
    },
    {
      key: 'alerts',
      title: 'Alerts',
      render: (_: unknown, s) => (
        <Switch
          checked={!s.is_paused}
          checkedChildren="On"
          unCheckedChildren="Paused"
          loading={change.isPending && change.variables?.id === s.id}
          aria-label={s.is_paused ? `Resume alerts for ${s.name}` : `Pause alerts for ${s.name}`}
          onChange={(on) => void setPaused(s, !on)}
        />
      ),
    },
    actionsColumn((s) => (
      <div style={{ display: 'flex', gap: 4, alignItems: 'center' }}>
        <Link
          to={savedSearchPath(s)}
          aria-label={`Open ${s.name} in the directory`}
          style={{ padding: '4px 15px', whiteSpace: 'nowrap' }}
        >
          Open in directory
        </Link>
        <Confirm
          title="Delete this saved search?"
          description="Its alerts stop."
          okText="Delete"
          danger
          onConfirm={() => deleteSearch(s)}
        >
          <Button variant="link" danger aria-label={`Delete ${s.name}`}>
            Delete
          </Button>
        </Confirm>
      </div>
    )),
  ];

  return (
    <QueryState query={list}>
      {(rows) =>
        rows.length === 0 ? (
          <>
            <EmptyState text="No saved searches yet." />
            <Link to={ROUTES.DIRECTORY}>Search the directory and save a search</Link>
          </>
        ) : (
          <PlainTable<SavedSearch>
            aria-label="Saved searches"
            rowKey="id"
            columns={columns}
            rows={rows}
            size="middle"
          />
        )
      }
    </QueryState>
  );
}
