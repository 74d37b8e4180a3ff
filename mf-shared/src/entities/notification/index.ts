// The notification entity: the signed-in user's notifications (types, keys, API hooks, live updates).
export * from './keys';
export * from './live';
export * from './notifications';
export * from './types';
