import { saySuccess } from 'mf-shared';
import {
  MY_EVENT_SORTS,
  useDeleteEvent,
  useMyEvents,
  type EventListType,
  type MyEventSort,
} from 'mf-shared/entities/event';
import { listParams, listRows, useTableQuery } from 'mf-shared/kit/table';

// The account's own events of one type (briefings, story ideas) as a table: shared by the briefing
// and publishing features.

/** The table's state in the URL, the page of events for DataTable, and a delete that says it is done. */
export function useMyEventsTable(type: EventListType) {
  const table = useTableQuery({ sortKeys: MY_EVENT_SORTS });
  const list = useMyEvents({ type, ...listParams<MyEventSort>(table.query) });
  const remove = useDeleteEvent();
  return { table, rows: listRows(list), remove: (id: number) => remove.mutateAsync(id).then(saySuccess) };
}
