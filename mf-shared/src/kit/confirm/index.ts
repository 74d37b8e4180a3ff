// Confirmation before an action that cannot be undone.
export { Confirm, type ConfirmProps } from './Confirm';
