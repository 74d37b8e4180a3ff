// The interview entity: what two or more apps share about interviews (types, keys, API hooks,
// small components). Entities do not import each other. The pages' components (antd, dayjs time
// zones) are in `mf-shared/entities/interview/components`, so the shell's countdown pulls none of them.
export * from './keys';
export * from './types';
export * from './hooks';
export * from './upcoming';
