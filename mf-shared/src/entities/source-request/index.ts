// Source requests (issue 27): a journalist's requests and the pitches on them, an expert's
// opportunities, pitches and request alerts (types, keys, paths, API hooks, a countdown).
// No antd here: the expert's route list reads the menu badge's hook from this index.
export * from './keys';
export * from './types';
export * from './paths';
export * from './labels';
export * from './hooks';
export * from './Countdown';
export * from './text';
