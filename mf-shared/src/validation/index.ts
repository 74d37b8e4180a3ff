export * from './messages';
export * from './auth';
export * from './interviews';
export * from './news';
export * from './contact';
export * from './directory';
export * from './guest';
export * from './savedSearch';
