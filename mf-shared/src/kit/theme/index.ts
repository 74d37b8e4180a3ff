// antd's ConfigProvider with the shared tokens. The default export is what `pageOf` loads with a page.
export { default, default as ThemeProvider } from './ThemeProvider';
