import { errorsOf } from 'mf-shared/test/validation';
import { eventSchema } from './events';
import { isCalendarDate, INVALID_DATE } from './dates';
import { rescheduleSchema } from './interviews';

describe('calendar dates (review L6)', () => {
  it('accepts real days and times in ISO form', () => {
    for (const text of [
      '2027-02-28',
      '2028-02-29',
      '2027-12-31T23:59:59Z',
      '2027-05-01 10:00',
      '2027-05-01T10:00:00.000+08:00',
    ])
      expect(isCalendarDate(text)).toBe(true);
  });

  it('refuses impossible days, months and times instead of rolling them over', () => {
    for (const text of [
      '2027-99-99',
      '2027-02-31 10:00',
      '2027-02-29',
      '2027-04-31',
      '2027-00-10',
      '2027-05-01 24:00',
      '2027-05-01T10:60',
    ])
      expect(isCalendarDate(text)).toBe(false);
  });

  it('gives a reschedule to 2027-99-99 or 2027-02-31 a field error on the date', () => {
    expect(errorsOf(rescheduleSchema, { date_interview: '2027-99-99' })).toEqual({ date_interview: INVALID_DATE });
    expect(errorsOf(rescheduleSchema, { date_interview: '2027-02-31 10:00' })).toEqual({
      date_interview: INVALID_DATE,
    });
    expect(errorsOf(rescheduleSchema, { date_interview: '2999-03-01 10:00' })).toEqual({});
    // A picker's Date object passes as before.
    expect(errorsOf(rescheduleSchema, { date_interview: new Date(Date.now() + 86_400_000) })).toEqual({});
  });

  it('refuses an event on 31 February and an embargo on 30 February', () => {
    const errors = errorsOf(eventSchema, {
      start_date: '2999-02-31',
      end_date: '2999-03-01',
      embargo_until: '2999-02-30T10:00:00Z',
    });
    expect(errors.start_date).toBe(INVALID_DATE);
    expect(errors.embargo_until).toBe(INVALID_DATE);
    expect(errors.end_date).toBeUndefined();
  });
});
