import { PendingPage } from 'mf-shared/kit/page';
import { DirectoryTabs } from '../../lib/DirectoryTabs';

export const DIRECTORY_TITLE = 'Directory';
export const DIRECTORY_SUBTITLE = 'Find the expert guest for your next story.';

/** The directory before its code and search answer arrive (the route's `pending`, rendered on the server). */
export function DirectoryPending() {
  return <PendingPage above={<DirectoryTabs />} title={DIRECTORY_TITLE} subtitle={DIRECTORY_SUBTITLE} />;
}
