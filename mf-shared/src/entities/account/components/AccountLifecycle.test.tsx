import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { api, authStore, ROLE, STATUS } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { DataExportPanel, DeleteAccountPanel } from './AccountLifecycle';
import { ProfilePage } from './ProfilePage';
import { userForTest } from '../../../../test/session';

afterEach(() => {
  jest.restoreAllMocks();
  authStore.getState().clearSession();
});

const user = userForTest({ id: 7, role: ROLE.EXPERT, status: STATUS.SIMPLE_USER, date_deleting: null });
const DATE = '2026-12-27T10:00:00.000Z';
const deleting = { ...user, status: STATUS.WILL_BE_DELETED, date_deleting: DATE };

const render = (ui: ReactElement) =>
  renderWithServerData(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

const unprocessable = (errors: Record<string, string[]>) => ({
  isAxiosError: true,
  response: { status: 422, data: { message: 'The given data was invalid.', errors } },
});

describe('Delete my account', () => {
  it('asks for the password, keeps it on a wrong one, and shows the date with the restore control once asked', async () => {
    authStore.getState().setSession({ accessToken: 't', user });
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(unprocessable({ password: ['The password is incorrect.'] }))
      .mockResolvedValueOnce({ data: { data: { status: 9, date_deleting: DATE }, message: 'scheduled' } });
    jest.spyOn(api, 'get').mockResolvedValue({ data: { data: deleting } });
    render(<DeleteAccountPanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is sent without a password.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'wrong-one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The password is incorrect.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your password')).toHaveValue('wrong-one');

    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Right-one-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(post).toHaveBeenLastCalledWith('/profile/delete', { password: 'Right-one-2026' }));
    // The profile is read again: the account reads WILL_BE_DELETED, with its date and the way back.
    expect(await screen.findByTestId('deletion-notice')).toHaveTextContent(
      'Your account will be deleted on 27 December 2026.',
    );
    expect(screen.getByRole('button', { name: 'Restore my account' })).toBeInTheDocument();
  });
});

describe('Restore my account', () => {
  it('shows on the profile wherever the account reads WILL_BE_DELETED, and restores it', async () => {
    authStore.getState().setSession({ accessToken: 't', user: deleting });
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValue({ data: { data: { status: 1, date_deleting: null }, message: 'Your account is restored' } });
    jest.spyOn(api, 'get').mockResolvedValue({ data: { data: user } });
    render(
      <MemoryRouter>
        <ProfilePage title="Profile" base="/profile/expert" tabs={[{ key: 'info', label: 'Info', content: null }]} />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('status-notice')).toHaveTextContent(
      'You don`t have access to this page. Please, restore your account before.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Restore my account' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/profile/restore'));
    await waitFor(() => expect(screen.queryByTestId('deletion-notice')).not.toBeInTheDocument());
    expect(authStore.getState().user?.date_deleting).toBe(null);
  });
});

describe('Download my data', () => {
  it('asks for an archive and lists it, ready ones with a download', async () => {
    authStore.getState().setSession({ accessToken: 't', user });
    const ready = {
      id: 3,
      status: 'ready',
      size_bytes: 2048,
      created_at: '2026-11-20T09:00:00.000Z',
      ready_at: '2026-11-20T09:01:00.000Z',
      expires_at: '2026-11-27T09:01:00.000Z',
    };
    const queued = { ...ready, id: 4, status: 'queued', size_bytes: null, ready_at: null, expires_at: null };
    const get = jest
      .spyOn(api, 'get')
      .mockResolvedValueOnce({ data: { data: [ready] } })
      .mockResolvedValue({ data: { data: [queued, ready] } });
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { message: 'We are preparing your data.' } });
    render(<DataExportPanel />);
    const list = await screen.findByRole('list', { name: 'Your data files' });
    expect(within(list).getByText(/2\.0 KB/)).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^Download my data asked/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/profile/export'));
    expect(await within(list).findByText(/being prepared/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/profile/exports');
  });
});
