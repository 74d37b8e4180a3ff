// A modal dialog on the browser's <dialog>, without antd: loads with nothing but itself.
export { Dialog, type DialogProps } from './Dialog';
