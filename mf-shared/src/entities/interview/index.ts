// The interview entity: what two or more apps share about interviews (types, keys, API hooks,
// small components). Entities do not import each other.
export * from './keys';
export * from './types';
export { useRequestInterview } from './hooks';
export * from './upcoming';
