import { PageHeader } from 'mf-shared/kit/page';
import { LoadingState } from 'mf-shared/kit/states';
import { DirectoryTabs } from '../../lib/DirectoryTabs';

export const DIRECTORY_TITLE = 'Directory';
export const DIRECTORY_SUBTITLE = 'Find the expert guest for your next story.';

/**
 * The directory before its code and search answer arrive (rendered on the server, see the route's
 * `pending`): its tabs and heading where the page will show them, so nothing moves at hand-over.
 */
export function DirectoryPending() {
  return (
    <section>
      <DirectoryTabs />
      <PageHeader title={DIRECTORY_TITLE} subtitle={DIRECTORY_SUBTITLE} />
      <LoadingState />
    </section>
  );
}
