export * from './messages';
export * from './auth';
