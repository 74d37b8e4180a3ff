import { DatePicker, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { FocusEvent, KeyboardEvent } from 'react';
import { DATE_FORMAT, DATE_TIME_FORMAT, MINUTE_STEP, TIME_FORMAT } from './formats';
import { isPastDay, pastTimesToday } from './notPast';
import './date.css';

// One date, never a list: antd's props are a union of single and multiple pickers.
type Fixed = 'showTime' | 'format' | 'picker' | 'multiple' | 'value' | 'defaultValue' | 'onChange' | 'onOk';

export interface DatePickerFieldProps extends Omit<DatePickerProps, Fixed> {
  value?: Dayjs | null;
  defaultValue?: Dayjs | null;
  onChange?: (date: Dayjs | null, text: string | null) => void;
  onOk?: (date: Dayjs) => void;
  /** Past days (and, with time, past times today) cannot be chosen; a given `disabledTime` replaces the latter. */
  notPast?: boolean;
}

export type DateTimePickerProps = DatePickerFieldProps;

dayjs.extend(customParseFormat);

/**
 * A typed date counts as soon as it is whole, on leaving the field as on Enter: antd keeps a typed
 * date-time only once it is confirmed, so a person who typed one and moved on lost it silently. A
 * typed past date is handed over too (antd would drop it, and the form would say 'This field is
 * required'), so the form's own rule says 'Date cannot be in the past'. Enter takes the date and
 * never sends the form around the field: the person reviews before sending.
 */
function takeTypedDate(
  format: string,
  ownDisabled: DatePickerProps['disabledDate'],
  { onChange, onBlur, onKeyDown }: Pick<DatePickerFieldProps, 'onChange' | 'onBlur' | 'onKeyDown'>,
) {
  const take = (text: string) => {
    const typed = dayjs(text, format, true);
    if (onChange && typed.isValid() && !ownDisabled?.(typed, { type: 'date' } as never)) onChange(typed, text);
  };
  return {
    onBlur: (event: FocusEvent<HTMLElement>, info: Parameters<NonNullable<DatePickerProps['onBlur']>>[1]) => {
      if (event.target instanceof HTMLInputElement) take(event.target.value);
      onBlur?.(event, info);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>, preventDefault: () => void) => {
      if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
        take(event.target.value);
        event.preventDefault();
      }
      onKeyDown?.(event, preventDefault);
    },
  };
}

/** The caller's own disabled days stay disabled alongside the past ones. */
function disabledDays(notPast: boolean | undefined, own: DatePickerProps['disabledDate']) {
  if (!notPast) return own;
  return (day: Dayjs, info: Parameters<NonNullable<DatePickerProps['disabledDate']>>[1]) =>
    isPastDay(day) || !!own?.(day, info);
}

/** A date in the spec's 'dd.MM.y'; value and onChange are a dayjs date (Form.Item sets them). */
export function DatePickerField({ notPast, disabledDate, className, ...rest }: DatePickerFieldProps) {
  return (
    <DatePicker
      format={DATE_FORMAT}
      disabledDate={disabledDays(notPast, disabledDate)}
      className={['kit-date-picker', className].filter(Boolean).join(' ')}
      {...rest}
      {...takeTypedDate(DATE_FORMAT, disabledDate, rest)}
    />
  );
}

/** A date and 12-hour time in the spec's 'y/MM/dd hh:mm aaa', on five-minute marks. */
export function DateTimePicker({ notPast, disabledDate, disabledTime, className, ...rest }: DateTimePickerProps) {
  return (
    <DatePicker
      showTime={{ use12Hours: true, format: TIME_FORMAT, minuteStep: MINUTE_STEP }}
      format={DATE_TIME_FORMAT}
      disabledDate={disabledDays(notPast, disabledDate)}
      disabledTime={notPast && !disabledTime ? pastTimesToday : disabledTime}
      className={['kit-date-picker', className].filter(Boolean).join(' ')}
      {...rest}
      {...takeTypedDate(DATE_TIME_FORMAT, disabledDate, rest)}
    />
  );
}
