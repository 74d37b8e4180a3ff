// A remote's pages as the shell loads them: the page wrapper and the lazily loaded page.
export { pageOf } from './pageOf';
export { LazyPage } from './lazyPage';
