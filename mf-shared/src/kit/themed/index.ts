// Lazily loaded antd parts in the app's theme, for pages without antd on first load.
export { lazyThemed } from './lazyThemed';
