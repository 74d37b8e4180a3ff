import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ERROR_MESSAGES } from 'mf-shared';
import './states.css';

export function EmptyState({ text = ERROR_MESSAGES.NO_RESULT }: { text?: string }) {
  return <p className="empty-state">{text}</p>;
}

export function LoadingState() {
  return (
    <p className="content-loading" role="status">
      Loading…
    </p>
  );
}

export const FAILED_TEXT = 'This could not be loaded. Please try again.';

/**
 * What a page shows of one read: "Loading…", then its data; "No Result Found" when the read
 * answered `null` (a 404, see `orMissing`), or a failure line (the API client has toasted it).
 */
export function QueryState<T>({
  query,
  children,
}: {
  query: Pick<UseQueryResult<T | null>, 'data' | 'isPending' | 'isError'>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined && query.data !== null) return <>{children(query.data)}</>;
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <EmptyState text={FAILED_TEXT} />;
  return <EmptyState />;
}
