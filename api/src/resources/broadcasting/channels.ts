/** Each user's private channels (spec section 7): unread counts, and notifications. */
export const userChannel = (userId: number) => `private-user.${userId}`;
export const notificationChannel = (userId: number) => `private-newNotification-${userId}`;
/**
 * The account's own changes (approved, locked, deletion scheduled…): the one channel a user who
 * may not use the product yet (waiting for approval, unpaid, leaving) may hear, since it tells
 * them exactly that. The other two carry what the status guard keeps from them.
 */
export const accountChannel = (userId: number) => `private-account.${userId}`;

/** Whether a user may subscribe to a channel: only to their own. */
export function mayJoin(userId: number, channel: string): boolean {
  return [userChannel(userId), notificationChannel(userId), accountChannel(userId)].includes(channel);
}

/** The user whose private channel it is (the only one `mayJoin` lets in); null for any other channel. */
export function userOfChannel(channel: string): number | null {
  const match = /^private-(?:user\.|newNotification-|account\.)(\d{1,10})$/.exec(channel);
  return match ? Number(match[1]) : null;
}
