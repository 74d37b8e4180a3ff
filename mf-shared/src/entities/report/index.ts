// The report entity: anyone reports a published item to the moderators (issue 26).
export { sendReport, useSendReport, type ReportInput } from './api';
export { ReportButton, type ReportButtonProps } from './components/ReportButton';
