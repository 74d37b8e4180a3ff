import { Avatar, Tag } from 'mf-shared/kit/plain';
import { Typography } from 'mf-shared/kit/typography';
import type { ReactNode } from 'react';
import type { ApiList } from 'mf-shared';
import { imageSrc } from 'mf-shared/entities/guest';
import { DataTable, listParams, listRows, useTableQuery, type DataColumn } from 'mf-shared/kit/table';
import './guest-record.css';

/** What a row of any guest record list has (an expert's guest, a journalist's contact). */
export interface GuestRecordRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  expertise: { id: number; name: string }[];
}

/** The list's query: the table's state in the URL, as the API names it (`order` is `direction`). */
export interface GuestRecordListParams<S extends string> {
  page: number;
  per_page: number;
  search: string;
  sort?: S;
  direction?: 'asc' | 'desc';
}

/** The photo (or the initials), described by the record's name. */
export function avatarColumn<T extends GuestRecordRow>(fullName: (row: T) => string): DataColumn<T> {
  return {
    key: 'avatar',
    title: <span className="pp-visually-hidden">Photo</span>,
    dataIndex: 'avatar',
    width: 56,
    render: (avatar: string | null, row) => {
      const src = imageSrc(avatar);
      return <Avatar src={src} name={fullName(row)} alt={`Photo of ${fullName(row)}`} />;
    },
  };
}

/** The sortable Name column: the app's cell (the name or its link, tags) in a row that wraps. */
export function nameColumn<T extends GuestRecordRow>(cell: (row: T) => ReactNode): DataColumn<T> {
  return {
    key: 'name',
    sortKey: 'name',
    title: 'Name',
    render: (_: unknown, row) => (
      <div className="pp-row" style={{ gap: 6 }}>
        {cell(row)}
      </div>
    ),
  };
}

/** The record's fields of expertise as tags. */
export function expertiseColumn<T extends GuestRecordRow>(maxWidth: number): DataColumn<T> {
  return {
    key: 'expertise',
    title: 'Expertise',
    dataIndex: 'expertise',
    render: (expertise: GuestRecordRow['expertise']) => (
      <div className="pp-row" style={{ gap: 4, maxWidth }}>
        {expertise.map((e) => (
          <Tag key={e.id} color="blue" style={{ margin: 0 }}>
            {e.name}
          </Tag>
        ))}
      </div>
    ),
  };
}

export interface GuestRecordTableProps<T extends GuestRecordRow, S extends string> {
  /** The table's accessible name and its search box's label. */
  label: string;
  search: string;
  sortKeys: S[];
  columns: DataColumn<T>[];
  /** The app's read of one page of its records. */
  useList: (params: GuestRecordListParams<S>) => {
    data?: ApiList<T>;
    isFetching: boolean;
    isPlaceholderData: boolean;
  };
  /** What to say when the list is empty (`searching`: a search found nothing). */
  empty: (searching: boolean) => ReactNode;
}

/**
 * A list of guest records, searchable, sortable and paged with its state in the URL; once an
 * answer says there are none, the app's words on how to add some.
 */
export function GuestRecordTable<T extends GuestRecordRow, S extends string>(props: GuestRecordTableProps<T, S>) {
  const table = useTableQuery({ sortKeys: props.sortKeys });
  const { query } = table;
  const list = props.useList(listParams<S>(query));
  const loadedEmpty = list.data !== undefined && list.data.meta.total === 0 && !list.isPlaceholderData;
  return (
    <>
      <DataTable<T>
        aria-label={props.label}
        table={table}
        columns={props.columns}
        {...listRows(list)}
        rowKey="id"
        search={props.search}
      />
      {loadedEmpty && (
        <Typography.Paragraph className="guest-record__empty">{props.empty(query.search !== '')}</Typography.Paragraph>
      )}
    </>
  );
}
