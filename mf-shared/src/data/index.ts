export * from './apiRequest';
export * from './prerendered';
export * from './useApi';
export * from './queryClient';
