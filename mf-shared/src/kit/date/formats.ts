import { DATE_FORMATS } from 'mf-shared';

// The spec's formats (section 9), from the one set in mf-shared's format/dates.ts.
export const DATE_TIME_FORMAT = DATE_FORMATS.dateTime;
export const DATE_FORMAT = DATE_FORMATS.date;
export const TIME_FORMAT = DATE_FORMATS.time;
/** Times are picked on five-minute marks. */
export const MINUTE_STEP = 5;
