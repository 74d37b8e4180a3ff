export * from './queryClient';
export * from './reads';
export * from './pageMeta';
export * from './handOver';
