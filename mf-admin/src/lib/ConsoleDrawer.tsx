import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState, FAILED_TEXT, LoadingState } from 'mf-shared/kit/states';

/**
 * The console's side panel for one record: its title once the record is read, a loading state,
 * and the failure text when it cannot be read; the record's own content otherwise.
 */
export function ConsoleDrawer<T>({
  query,
  title,
  onClose,
  children,
}: {
  query: UseQueryResult<T>;
  /** The title for the record, or the one shown while it is read. */
  title: (record: T | undefined) => string;
  onClose: () => void;
  children: (record: T) => ReactNode;
}) {
  const record = query.data;
  return (
    <Drawer open title={title(record)} onClose={onClose} size="large" destroyOnHidden>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !record ? (
        <EmptyState text={FAILED_TEXT} />
      ) : (
        children(record)
      )}
    </Drawer>
  );
}
