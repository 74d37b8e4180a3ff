/** Each user's private channels (spec section 7): unread counts, and notifications. */
export const userChannel = (userId: number) => `private-user.${userId}`;
export const notificationChannel = (userId: number) => `private-newNotification-${userId}`;

/** Whether a user may subscribe to a channel: only to their own. */
export function mayJoin(userId: number, channel: string): boolean {
  return channel === userChannel(userId) || channel === notificationChannel(userId);
}
