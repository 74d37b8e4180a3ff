/** Query keys of the notification entity: invalidating `notificationKeys.all` refreshes the bell. */
export const notificationKeys = {
  all: ['notification'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
