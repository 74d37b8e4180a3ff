// The top of a workspace page: title and actions.
export { PageHeader, type PageHeaderProps } from './PageHeader';
