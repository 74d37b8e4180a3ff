// A remote run on its own dev server, without the shell.
export { renderStandalone } from './Standalone';
