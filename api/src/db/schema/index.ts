// The whole data model (spec section 3), one file per resource.
export * from './lookups';
export * from './users';
export * from './guests';
export * from './content';
export * from './interviews';
export * from './questions';
export * from './notifications';
export * from './billing';
export * from './rateLimits';
export * from './search';
export * from './contacts';
export * from './jobs';
export * from './outbox';
export * from './staff';
export * from './moderation';
export * from './requests';
