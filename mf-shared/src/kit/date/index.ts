// Date pickers on antd in the spec's formats (section 9), with past dates shut off on request.
export { DatePickerField, DateTimePicker, type DatePickerFieldProps, type DateTimePickerProps } from './DateTimePicker';
export { DATE_FORMAT, DATE_TIME_FORMAT, MINUTE_STEP, TIME_FORMAT } from './formats';
export { isPastDay, pastTimesToday } from './notPast';
