// Loading, empty, missing and failed states of a read, in plain HTML (no antd: public pages use them).
export { EmptyState, FAILED_TEXT, LoadingState, QueryState } from './QueryState';
