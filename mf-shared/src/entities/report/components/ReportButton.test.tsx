import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authStore } from 'mf-shared';
import { http, HttpResponse, route, sent, server } from 'mf-shared/test/api';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { ReportButton } from './ReportButton';

// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => act(() => authStore.getState().clearSession()));

const THANKS = 'Thank you. Your report was sent to our moderators.';

function openDialog() {
  renderWithServerData(<ReportButton itemType="story_idea" itemId={12} what="this story idea" />);
  fireEvent.click(screen.getByRole('button', { name: 'Report this story idea' }));
  return screen.getByRole('dialog', { name: 'Report this story idea' });
}

it('asks for a reason first, then sends the reason and the note, and thanks the visitor', async () => {
  server.use(http.post(route('/reports'), () => HttpResponse.json({ message: THANKS })));
  const dialog = openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument();
  expect(await sent('POST', '/reports')).toHaveLength(0);

  fireEvent.click(within(dialog).getByRole('radio', { name: 'Shares personal data' }));
  fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: '  Her phone number  ' } });
  expect(within(dialog).getByText('20 / 1000')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent(THANKS);
  expect((await sent('POST', '/reports')).map((r) => r.body)).toEqual([
    { item_type: 'story_idea', item_id: 12, reason: 'personal_data', note: 'Her phone number' },
  ]);
});

it('keeps what was chosen and written when the server refuses, and says why', async () => {
  server.use(
    http.post(route('/reports'), () =>
      HttpResponse.json({ message: 'Too many reports. Please try again in 42 minutes.' }, { status: 429 }),
    ),
  );
  const dialog = openDialog();
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
  fireEvent.change(within(dialog).getByLabelText('Note (optional)'), { target: { value: 'An ad' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Too many reports. Please try again in 42 minutes.',
  );
  expect(within(dialog).getByRole('radio', { name: 'Spam or advertising' })).toBeChecked();
  expect(within(dialog).getByLabelText('Note (optional)')).toHaveValue('An ad');

  // A field error from the server shows under its field.
  server.use(
    http.post(route('/reports'), () =>
      HttpResponse.json(
        { message: 'The given data was invalid.', errors: { note: ['This field must be at most 1000 characters'] } },
        { status: 422 },
      ),
    ),
  );
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
  expect(await within(dialog).findByText('This field must be at most 1000 characters')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Note (optional)')).toHaveAttribute('aria-invalid', 'true');
});

it('closes with Cancel and gives the focus back to the Report button', async () => {
  const dialog = openDialog();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Report this story idea' })).toHaveFocus();
});
