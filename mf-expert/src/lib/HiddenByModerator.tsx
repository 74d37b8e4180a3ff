import { Tag } from 'mf-shared/kit/plain';
import { HoverNote } from './HoverNote';

/**
 * Marks one of the account's own items a moderator hid (issue 26): it shows on no public page, in
 * no list and in no search until a moderator shows it again. The reason is the moderator's.
 */
export function HiddenByModerator({ item }: { item: { hidden_at?: string | null; hidden_reason?: string | null } }) {
  if (!item.hidden_at) return null;
  const reason = item.hidden_reason ?? '';
  return (
    <HoverNote note={`Only you see it. The moderator's reason: ${reason}`}>
      <Tag color="red" tabIndex={0} aria-label={`Hidden by a moderator: ${reason}`}>
        Hidden by a moderator
      </Tag>
    </HoverNote>
  );
}
