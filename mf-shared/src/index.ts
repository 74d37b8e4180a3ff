// The runtime face of mf-shared. It is a federation singleton: every app gets this module
// from one place, so the auth store below exists once per page.
export * from './constants/roles';
export * from './constants/routes';
export * from './constants/messages';
export * from './constants/limits';
export * from './constants/billing';
export * from './auth/types';
export * from './auth/access';
export * from './auth/discussNowGate';
export * from './auth/authStore';
export * from './api/client';
export * from './config/runtimeConfig';
export * from './routing/appRoute';
export * from './theme/tokens';
export * from './loader/loaderStore';
export * from './format/dates';
export * from './format/timeZones';
export { localPath } from './format/links';
export * from './data';
export * from './realtime/hub';
