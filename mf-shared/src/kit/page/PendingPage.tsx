import type { ReactNode } from 'react';
import { LoadingState } from '../states';
import { PageHeader } from './PageHeader';

export interface PendingPageProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** What the page shows above its heading (its tabs), so the heading is where it will be. */
  above?: ReactNode;
}

/**
 * A workspace page before its code and data arrive: its heading where the page will show it, and
 * "Loading…". The server renders it into the workspace frame (a route's `pending` view).
 */
export function PendingPage({ title, subtitle, above }: PendingPageProps) {
  return (
    <section>
      {above}
      <PageHeader title={title} subtitle={subtitle} />
      <LoadingState />
    </section>
  );
}
