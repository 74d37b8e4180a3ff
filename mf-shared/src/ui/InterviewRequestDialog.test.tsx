import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';
import { api, type ApiErrorBody } from 'mf-shared';
import dayjs from 'dayjs';
import InterviewRequestDialog, { suggestedInterviewDate, TOPIC_MISSING } from './InterviewRequestDialog';
import { signInForTest } from 'mf-shared/test/session';

afterEach(() => jest.restoreAllMocks());

const templates = [
  {
    id: 4,
    title: 'Interview request',
    content:
      '<p>Hello <strong>{guest_name}</strong> ({guest_title}), {journalist_name} here.</p><p>On {topic}, {date}?</p>',
    default: true,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  },
  {
    id: 5,
    title: 'Short one',
    content: '<p>Hi {guest_name}<img src=x onerror="window.hacked=1"></p>',
    default: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  },
];

function renderDialog(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  signInForTest();
  const onClose = jest.fn();
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <MemoryRouter initialEntries={['/guests/9']}>
        <Routes>
          <Route
            path="/guests/9"
            element={
              <InterviewRequestDialog
                guest={{ guest_id: 9, first_name: 'Ann', last_name: 'Lee', title: 'Chief <Economist>' }}
                onClose={onClose}
              />
            }
          />
          <Route path="/interviews/journalist/process" element={<h1>Interviews in process</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onClose, client };
}

it('offers the journalist’s templates, the default chosen, and previews the message as the guest reads it', async () => {
  const get = jest.spyOn(api, 'get').mockResolvedValue({
    data: { data: templates, meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 } },
  });
  renderDialog();
  const preview = await screen.findByTestId('invitation-preview');
  await waitFor(() => expect(preview).toHaveTextContent('Hello Ann Lee (Chief <Economist>), Jo Reporter here.'));
  expect(get).toHaveBeenCalledWith('/email-templates', expect.objectContaining({ params: { per_page: 100 } }));
  expect(within(preview).getByText('Ann Lee').tagName).toBe('STRONG');
  // The date is offered before anyone picks one: the next working day at 10:00.
  expect(preview).toHaveTextContent(/On \{topic\}, \d{4}\/\d{2}\/\d{2} 10:00 AM/);
  // The message is edited as rich text, never shown as raw HTML.
  const message = await screen.findByRole('textbox', { name: 'Message' });
  await waitFor(() => expect(message).toHaveTextContent('Hello {guest_name} ({guest_title}), {journalist_name} here.'));
  expect(message.querySelector('strong')).toHaveTextContent('{guest_name}');
  expect(message).not.toHaveTextContent('<p>');

  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'rates' } });
  await waitFor(() => expect(preview).toHaveTextContent(/On rates, \d{4}\/\d{2}\/\d{2} 10:00 AM/));

  // Another template; its HTML is sanitised before it is shown.
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Email template' }));
  fireEvent.click(await screen.findByTitle('Short one'));
  await waitFor(() => expect(preview).toHaveTextContent(/^As Ann Lee will read itHi Ann Lee$/));
  expect(preview.querySelector('img')).not.toHaveAttribute('onerror');
});

it('asks for the topic the message uses, then sends the message with its placeholders for the server to fill, and refreshes interviews', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({
    data: { data: templates, meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 } },
  });
  const post = jest.spyOn(api, 'post').mockResolvedValue({
    data: { data: { id: 77, status: 0 }, message: 'Interview request sent' },
  });
  const { onClose, client } = renderDialog();
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent('On {topic}, {date}?'),
  );
  const date = screen.getByLabelText('Date and time of the interview');
  fireEvent.mouseDown(date);
  fireEvent.change(date, { target: { value: '2031/01/15 10:30 AM' } });
  fireEvent.keyDown(date, { key: 'Enter' });
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText(TOPIC_MISSING)).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();

  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'the rate <decision>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(post).toHaveBeenCalledWith('/interview/create', {
    guest_id: 9,
    email_template_id: 4,
    date_interview: new Date(2031, 0, 15, 10, 30).toISOString(),
    comment: templates[0].content,
    topic: 'the rate <decision>',
    time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    is_a_new_temp: false,
    newTempTitle: undefined,
  });
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['interview'] });
});

it('says why a second request for the same guest is refused, in the API’s words, with the way to the first', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({
    data: { data: templates, meta: { current_page: 1, per_page: 100, total: 2, last_page: 1 } },
  });
  const refusal: ApiErrorBody = {
    message: 'The given data was invalid.',
    errors: { guest_id: ['You already have a pending interview request with this guest.'] },
  };
  jest
    .spyOn(api, 'post')
    .mockImplementation(() => api.request({ adapter: (config) => Promise.reject(refused(config, refusal)) }));
  renderDialog();
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent('On {topic}, {date}?'),
  );
  const date = screen.getByLabelText('Date and time of the interview');
  fireEvent.mouseDown(date);
  fireEvent.change(date, { target: { value: '2031/01/15 10:30 AM' } });
  fireEvent.blur(date);
  fireEvent.change(screen.getByLabelText('Topic'), { target: { value: 'rates' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  expect(await screen.findByText('You already have a pending interview request with this guest.')).toBeInTheDocument();
  // The field name the person never saw is not what they read.
  await waitFor(() => expect(screen.queryByText(/reqiured guest_id/)).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'See your requests' }));
  expect(await screen.findByRole('heading', { name: 'Interviews in process' })).toBeInTheDocument();
});

/** A 422 as axios hands it over, so the API client's own toast runs first. */
function refused(config: InternalAxiosRequestConfig, body: ApiErrorBody) {
  const response = { status: 422, statusText: 'Unprocessable Content', data: body, headers: {}, config };
  return new AxiosError('Request failed with status code 422', 'ERR_BAD_REQUEST', config, null, response);
}

it('suggests the next working day at 10:00, so a request needs no date typed', () => {
  const at = (text: string) => suggestedInterviewDate(dayjs(text)).format('ddd YYYY-MM-DD HH:mm');
  expect(at('2026-11-26T15:40:00')).toBe('Fri 2026-11-27 10:00');
  expect(at('2026-11-27T09:00:00')).toBe('Mon 2026-11-30 10:00');
  expect(at('2026-11-28T12:00:00')).toBe('Mon 2026-11-30 10:00');
});
