/** Each user's private channels (spec section 7): unread counts, and notifications. */
export const userChannel = (userId: number) => `private-user.${userId}`;
export const notificationChannel = (userId: number) => `private-newNotification-${userId}`;

/** Whether a user may subscribe to a channel: only to their own. */
export function mayJoin(userId: number, channel: string): boolean {
  return channel === userChannel(userId) || channel === notificationChannel(userId);
}

/** The user whose private channel it is (the only one `mayJoin` lets in); null for any other channel. */
export function userOfChannel(channel: string): number | null {
  const match = /^private-(?:user\.|newNotification-)(\d{1,10})$/.exec(channel);
  return match ? Number(match[1]) : null;
}
