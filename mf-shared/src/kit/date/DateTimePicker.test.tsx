import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDate } from 'mf-shared';
import { DatePickerField, DateTimePicker } from './DateTimePicker';

// Only the clock is fixed; antd's own timers and frames run as usual.
const NOW = new Date(2030, 0, 15, 10, 7);
beforeEach(() => {
  jest.useFakeTimers({
    now: NOW,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => jest.useRealTimers());

const cell = (day: string) => document.querySelector<HTMLElement>(`td[title="${day}"]`)!;
const isDisabled = (el: Element) => /-cell-disabled/.test(el.className);

it('disables past days when notPast, and only then', () => {
  const { unmount } = render(<DateTimePicker notPast open />);
  expect(isDisabled(cell('2030-01-14'))).toBe(true);
  expect(isDisabled(cell('2030-01-15'))).toBe(false);
  expect(isDisabled(cell('2030-01-16'))).toBe(false);
  unmount();
  render(<DatePickerField open />);
  expect(isDisabled(cell('2030-01-14'))).toBe(false);
});

it('disables the hours and minutes already gone today', () => {
  render(<DateTimePicker notPast open value={dayjs(NOW).minute(10)} />);
  const [hours, minutes] = Array.from(document.querySelectorAll('.ant-picker-time-panel-column'));
  const disabled = (column: Element) =>
    Array.from(column.querySelectorAll('li'))
      .filter(isDisabled)
      .map((li) => li.textContent);
  // 12-hour clock: 12 (midnight) to 9 AM are gone; in the 10 o'clock hour, :00 and :05 are.
  expect(disabled(hours)).toEqual(['12', '01', '02', '03', '04', '05', '06', '07', '08', '09']);
  expect(disabled(minutes)).toEqual(['00', '05']);
  expect(minutes.querySelectorAll('li')).toHaveLength(12); // five-minute steps
});

it('shows a value in the spec formats, the same as formatDate', () => {
  const when = dayjs('2030-03-05T14:30:00');
  render(
    <Form initialValues={{ at: when, on: when }}>
      <Form.Item name="at" label="Starts">
        <DateTimePicker />
      </Form.Item>
      <Form.Item name="on" label="Day">
        <DatePickerField />
      </Form.Item>
    </Form>,
  );
  expect(screen.getByLabelText('Starts')).toHaveValue('2030/03/05 02:30 PM');
  expect(screen.getByLabelText('Starts')).toHaveValue(formatDate(when.toDate(), 'dateTime'));
  expect(screen.getByLabelText('Day')).toHaveValue('05.03.2030');
  expect(screen.getByLabelText('Day')).toHaveValue(formatDate(when.toDate(), 'date'));
});

it('gives Form.Item the day picked', async () => {
  let submitted: { on?: Dayjs } = {};
  render(
    <Form onFinish={(values) => (submitted = values)}>
      <Form.Item name="on" label="Day">
        <DatePickerField notPast />
      </Form.Item>
      <button type="submit">Save</button>
    </Form>,
  );
  fireEvent.mouseDown(screen.getByLabelText('Day'));
  fireEvent.click(screen.getByLabelText('Day'));
  await waitFor(() => expect(cell('2030-01-20')).toBeTruthy());
  fireEvent.click(cell('2030-01-20'));
  expect(screen.getByLabelText('Day')).toHaveValue('20.01.2030');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submitted.on?.format('YYYY-MM-DD')).toBe('2030-01-20'));
});

/** A form with one date-time field, "Starts", and a Save button; answers the field. */
function renderStarts(onFinish: (values: { at?: Dayjs }) => void, rules: FormRule[] = []) {
  render(
    <Form onFinish={onFinish}>
      <Form.Item name="at" label="Starts" rules={rules}>
        <DateTimePicker notPast />
      </Form.Item>
      <button type="submit">Save</button>
    </Form>,
  );
  return screen.getByLabelText('Starts');
}

const REQUIRED = { required: true, message: 'This field is required' };

it('keeps a typed past date for the form’s own rule to refuse, instead of dropping it', async () => {
  const submitted = jest.fn();
  const field = renderStarts(submitted, [
    REQUIRED,
    {
      validator: async (_, value?: Dayjs) => {
        if (value && value.isBefore(dayjs())) throw new Error('Date cannot be in the past');
      },
    },
  ]);
  fireEvent.mouseDown(field);
  fireEvent.change(field, { target: { value: '2030/01/01 10:30 AM' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Date cannot be in the past')).toBeInTheDocument();
  expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
  expect(field).toHaveValue('2030/01/01 10:30 AM');
  expect(submitted).not.toHaveBeenCalled();
});

it('takes a typed date when the person leaves the field, without Enter', async () => {
  let submitted: { at?: Dayjs } = {};
  const field = renderStarts((values) => (submitted = values), [REQUIRED]);
  fireEvent.mouseDown(field);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: '2030/02/03 04:15 PM' } });
  fireEvent.blur(field);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submitted.at?.format('YYYY-MM-DD HH:mm')).toBe('2030-02-03 16:15'));
  expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
});

it('never sends the form on Enter in the date field: the person reviews first', () => {
  const submitted = jest.fn();
  const field = renderStarts(submitted);
  fireEvent.mouseDown(field);
  fireEvent.change(field, { target: { value: '2030/02/03 04:15 PM' } });
  // A cancelled Enter is what stops a browser's implicit submission of the form.
  expect(fireEvent.keyDown(field, { key: 'Enter' })).toBe(false);
  expect(submitted).not.toHaveBeenCalled();
});
