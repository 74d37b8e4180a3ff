// The top of a workspace page: title and actions, and how it looks while it loads.
export { PageHeader, type PageHeaderProps } from './PageHeader';
export { PendingPage, type PendingPageProps } from './PendingPage';
