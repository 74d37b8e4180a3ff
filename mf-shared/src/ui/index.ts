// Compiled into each app (not federated): these pieces use the app's own antd and router copy.
export { pageOf } from './remotePage';
export { renderStandalone } from './Standalone';
export { LazyPage } from './lazyPage';
