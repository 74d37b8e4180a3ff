import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import { toast } from 'sonner';
import { api, authStore, LIMITS, ROLE, STATUS } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { CompanyTab } from './CompanyTab';
import { PersonalInfoTab } from './PersonalInfoTab';
import { SecurityTab } from './SecurityTab';
import { userForTest } from '../../../../test/session';

afterEach(() => {
  jest.restoreAllMocks();
  authStore.getState().clearSession();
});

const user = userForTest({
  id: 7,
  role: ROLE.EXPERT,
  status: STATUS.SIMPLE_USER,
  date_deleting: null,
  email: 'ann@example.com',
  title: 'Editor',
  company_name: 'Harbour Media',
  work_phone: '+447700900123',
  linkedin: 'https://www.linkedin.com/in/ann-lee',
  avatar: null,
  profile: { first_name: 'Ann', last_name: 'Lee', company_name: 'Harbour Media' },
});

const signIn = (over: Partial<typeof user> = {}) =>
  authStore.getState().setSession({ accessToken: 't', user: { ...user, ...over } });

const render = (ui: ReactElement) =>
  renderWithServerData(<ConfigProvider theme={{ token: { motion: false } }}>{ui}</ConfigProvider>);

/** The words under a field: the kit's plain fields, or antd's where a form still has them. */
const errorOf = (label: string) => {
  const item = screen.getByLabelText(label).closest('.pp-field, .ant-form-item') as HTMLElement;
  return [...item.querySelectorAll('.pp-field__error, .ant-form-item-explain-error')]
    .map((e) => e.textContent)
    .join(' ');
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const unprocessable = (errors: Record<string, string[]>) => ({
  isAxiosError: true,
  response: { status: 422, data: { message: 'The given data was invalid.', errors } },
});

describe('personal info', () => {
  it('checks the fields with the shared rules before sending anything', async () => {
    signIn();
    const post = jest.spyOn(api, 'post');
    render(<PersonalInfoTab />);
    expect(screen.getByLabelText('First name')).toHaveValue('Ann');
    type('First name', '');
    type('Work phone', '12ab');
    type('LinkedIn', 'https://example.com/ann');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('First name')).toBe('This field is required'));
    expect(errorOf('Work phone')).toBe('Please enter a valid mobile number');
    expect(errorOf('LinkedIn')).toBe('Must be valid LinkedIn profile url');
    expect(post).not.toHaveBeenCalled();
    // Each error is read with its field, and the field's name stays its label's words.
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('This field is required');
  });

  it('refuses a photo of another kind before sending it, in words read with the button', async () => {
    signIn();
    const post = jest.spyOn(api, 'post');
    render(<PersonalInfoTab />);
    const photo = screen.getByLabelText('Change photo');
    fireEvent.change(photo, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Allowed types: jpeg, jpg, png, gif');
    expect(photo).toHaveAccessibleDescription(/Allowed types: jpeg, jpg, png, gif/);
    expect(post).not.toHaveBeenCalled();
  });

  it('sends a chosen photo at once, and shows the server’s reason when it refuses it', async () => {
    signIn();
    const success = jest.spyOn(toast, 'success');
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({
        data: { data: { ...user, avatar: 'https://cdn.test/ann.png' }, message: 'Photo saved' },
      })
      .mockRejectedValueOnce(unprocessable({ avatar: ['The avatar must be an image.'] }));
    render(<PersonalInfoTab />);
    const photo = screen.getByLabelText('Change photo');
    fireEvent.change(photo, { target: { files: [new File(['png'], 'ann.png', { type: 'image/png' })] } });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Photo saved'));
    expect(post).toHaveBeenCalledWith('/profile/avatar', expect.any(FormData), expect.anything());
    expect(authStore.getState().user?.avatar).toBe('https://cdn.test/ann.png');
    fireEvent.change(photo, { target: { files: [new File(['gif'], 'fake.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The avatar must be an image.');
  });

  it('saves, says so and puts the answered user in the auth store', async () => {
    signIn();
    const success = jest.spyOn(toast, 'success');
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      data: { data: { ...user, title: 'Chief editor' }, message: 'Your personal info is saved' },
    });
    render(<PersonalInfoTab />);
    type('Title', 'Chief editor');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your personal info is saved'));
    expect(post).toHaveBeenCalledWith('/profile/update', expect.objectContaining({ title: 'Chief editor' }));
    expect(authStore.getState().user?.title).toBe('Chief editor');
  });

  it('asks for the password to change the email and puts the server’s errors on the fields', async () => {
    signIn();
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValue(unprocessable({ email: ['The email has already been taken.'] }));
    render(<PersonalInfoTab />);
    type('Email', 'taken@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(errorOf('Your password')).toBe('This field is required'));
    expect(post).not.toHaveBeenCalled();
    type('Your password', 'Demo2026pass');
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(errorOf('Email')).toBe('The email has already been taken.'));
    expect(post).toHaveBeenCalledWith('/profile/email', { email: 'taken@example.com', password: 'Demo2026pass' });
  });

  it('says the change waits for the link mailed to the new address, and keeps the current email', async () => {
    signIn();
    const waiting =
      'We have sent a link to new@example.org. Your sign-in email changes when you open it; until then you sign in with the current one.';
    jest.spyOn(api, 'post').mockResolvedValue({ data: { data: user, message: waiting } });
    render(<PersonalInfoTab />);
    type('Email', 'new@example.org');
    type('Your password', 'Demo2026pass');
    fireEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByTestId('email-change-pending')).toHaveTextContent(waiting);
    expect(screen.getByTestId('current-email')).toHaveTextContent(user.email);
    expect(authStore.getState().user?.email).toBe(user.email);
  });
});

describe('company', () => {
  it('lets the owner change the company name', async () => {
    signIn();
    jest.spyOn(api, 'get').mockResolvedValue({ data: { data: { ...user, team_account: null } } });
    const post = jest.spyOn(api, 'post').mockResolvedValue({
      data: { data: { ...user, company_name: 'Reef Media' }, message: 'Your company is saved' },
    });
    render(<CompanyTab />);
    const name = await screen.findByLabelText('Company name');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('Company name')).toBe('This field is required'));
    fireEvent.change(name, { target: { value: 'Reef Media' } });
    // An expert account keeps a description and a logo too.
    fireEvent.change(screen.getByLabelText('Company description'), { target: { value: 'Stories from the sea.' } });
    expect(screen.getByText('Add logo')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(authStore.getState().user?.company_name).toBe('Reef Media'));
    expect(post).toHaveBeenCalledWith('/profile/company', {
      company_name: 'Reef Media',
      company_description: 'Stories from the sea.',
    });
  });

  it('says a rule’s words on its field and sends nothing', async () => {
    signIn();
    jest.spyOn(api, 'get').mockResolvedValue({ data: { data: { ...user, team_account: null } } });
    const post = jest.spyOn(api, 'post');
    render(<CompanyTab />);
    await screen.findByLabelText('Company name');
    type('Company name', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('Company name')).toBe('This field is required'));
    // Read with its field, whose name stays the label's words.
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription('This field is required');
    expect(post).not.toHaveBeenCalled();
    // The description counts what is typed against its limit, as before.
    type('Company description', 'Stories.');
    expect(screen.getByText(`8 / ${LIMITS.DESCRIPTION_MAX}`)).toBeInTheDocument();
  });

  it('puts the API’s refusal on its field, keeping what was typed', async () => {
    signIn({ role: ROLE.JOURNALIST });
    jest.spyOn(api, 'get').mockResolvedValue({ data: { data: { ...user, team_account: null } } });
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValue(unprocessable({ company_name: ['The company name has already been taken.'] }));
    render(<CompanyTab />);
    await screen.findByLabelText('Company name');
    // A journalist's account has no description or logo.
    expect(screen.queryByLabelText('Company description')).toBeNull();
    expect(screen.queryByTestId('company-logo')).toBeNull();
    type('Company name', 'Taken Media');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorOf('Company name')).toBe('The company name has already been taken.'));
    expect(post).toHaveBeenCalledWith('/profile/company', { company_name: 'Taken Media' });
    expect(screen.getByLabelText('Company name')).toHaveValue('Taken Media');
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAccessibleDescription(
      'The company name has already been taken.',
    );
  });

  it('refuses a logo of another kind before sending it, and shows the server’s reason when it refuses one', async () => {
    signIn();
    jest.spyOn(api, 'get').mockResolvedValue({ data: { data: { ...user, team_account: null } } });
    const success = jest.spyOn(toast, 'success');
    const post = jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({
        data: { data: { ...user, company_logo: 'https://cdn.test/logo.png' }, message: 'Logo saved' },
      })
      .mockRejectedValueOnce(unprocessable({ company_logo: ['The company logo must be an image.'] }));
    render(<CompanyTab />);
    const logo = await screen.findByLabelText('Add logo');
    expect(logo).toHaveAccessibleDescription('jpeg, jpg, png or gif, up to 20MB');
    fireEvent.change(logo, { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Allowed types: jpeg, jpg, png, gif');
    expect(post).not.toHaveBeenCalled();
    fireEvent.change(logo, { target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Logo saved'));
    expect(post).toHaveBeenCalledWith('/profile/company-logo', expect.any(FormData), expect.anything());
    expect(await screen.findByRole('img', { name: 'Your company logo' })).toHaveAttribute(
      'src',
      'https://cdn.test/logo.png',
    );
    const change = screen.getByLabelText('Change logo');
    fireEvent.change(change, { target: { files: [new File(['gif'], 'fake.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The company logo must be an image.');
  });

  it('shows a team member the owner’s company, read-only', async () => {
    signIn({ id: 9, email: 'team@example.com' });
    jest.spyOn(api, 'get').mockResolvedValue({
      data: { data: { ...user, id: 9, team_account: { id: 7, name: 'Ann Lee', company_name: 'Harbour Media' } } },
    });
    render(<CompanyTab />);
    expect(await screen.findByTestId('team-company-note')).toHaveTextContent(
      'only the account owner changes the company',
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.getByText('Harbour Media')).toBeInTheDocument();
  });
});

describe('security', () => {
  it('lets an account made by social sign-in ask for its first password by a mailed link, not set it here', async () => {
    signIn({ has_password: false });
    const sent =
      'We have sent a link to journalist@example.com. Open it to set your password; then sign in again with it.';
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { message: sent } });
    render(<SecurityTab />);
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    // No password is typed here: a session alone may not set one.
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link to set a password' }));
    expect(await screen.findByTestId('password-link-sent')).toHaveTextContent(sent);
    expect(post).toHaveBeenCalledWith('/password/create');
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
  });

  it('asks for the current password to change one that exists', () => {
    signIn({ has_password: true });
    render(<SecurityTab />);
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create password' })).not.toBeInTheDocument();
  });

  it('says the rules on the password fields, and puts a refused current password on its field, keeping it', async () => {
    signIn({ has_password: true });
    const post = jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(unprocessable({ current_password: ['The password is incorrect.'] }));
    render(<SecurityTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf('Current password')).toBe('This field is required'));
    expect(post).not.toHaveBeenCalled();
    type('Current password', 'Wrong2026pass');
    type('New password', 'Lantern4Pebble9Fjord');
    type('Confirm new password', 'Lantern4Pebble9Fjord');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf('Current password')).toBe('The password is incorrect.'));
    expect(screen.getByLabelText('Current password')).toHaveValue('Wrong2026pass');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The password is incorrect.');
  });

  it('turns two-factor off only with the password; a refusal is read with the field', async () => {
    signIn({ twofa_status: true });
    const remove = jest
      .spyOn(api, 'delete')
      .mockRejectedValueOnce(unprocessable({ password: ['The password is incorrect.'] }));
    render(<SecurityTab />);
    const field = screen.getByLabelText('Password to turn off');
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'Wrong2026pass' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('The password is incorrect.'));
    expect(field).toHaveValue('Wrong2026pass');
  });
});
