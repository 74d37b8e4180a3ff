import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, authStore, ROLE, ROUTES, STATUS, type User } from 'mf-shared';
import { answerLookups, fillGuestForm } from 'mf-shared/test/guest-record';
import { renderAt } from 'mf-shared/test/server-data';
import { signInForTest, userForTest } from 'mf-shared/test/session';
import RegisterExpertStep2Page from './RegisterExpertStep2Page';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().clearSession());
});

const renderPage = () => renderAt(ROUTES.REG_AS_EXPERT2, { [ROUTES.REG_AS_EXPERT2]: <RegisterExpertStep2Page /> });

it('posts the first guest with a photo and a video link, stores the returned user and lands on step 3', async () => {
  signInForTest({ id: 9, role: ROLE.EXPERT, status: STATUS.MUST_ADD_GUEST });
  answerLookups();
  const paying: User = userForTest({ id: 9, role: ROLE.EXPERT, status: STATUS.MUST_PAY, email: 'jo@example.com' });
  const post = jest
    .spyOn(api, 'post')
    .mockResolvedValue({ data: { data: { user: paying }, message: 'Your first guest is added' } });
  const { container } = renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Add your first guest' })).toBeInTheDocument();

  await fillGuestForm();
  const photo = new File(['png'], 'ann.png', { type: 'image/png' });
  const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(picker, { target: { files: [photo] } });
  });
  expect(await screen.findByText('ann.png')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: 'The chosen photo' })).toHaveAttribute(
    'src',
    expect.stringMatching(/^data:image\/png;base64,/),
  );
  fireEvent.change(screen.getByLabelText('Video link (YouTube or Vimeo, optional)'), {
    target: { value: 'https://youtu.be/dQw4w9WgXcQ' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));

  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/register\/expert\/3$/));
  expect(post).toHaveBeenCalledTimes(1);
  const [url, body] = post.mock.calls[0] as [string, FormData];
  expect(url).toBe('/auth/registration-expert-step2');
  expect(body.get('first_name')).toBe('Ann');
  expect(body.getAll('expertise[]')).toEqual(['5']);
  expect((body.get('avatar') as File).name).toBe('ann.png');
  expect(body.get('video')).toBe('https://youtu.be/dQw4w9WgXcQ');
  expect(authStore.getState().user?.status).toBe(STATUS.MUST_PAY);
  // The token of the session stays (the answer brought none).
  expect(authStore.getState().accessToken).toBe('t');
});

it('refuses a video link that is not YouTube or Vimeo and sends nothing', async () => {
  signInForTest({ id: 9, role: ROLE.EXPERT, status: STATUS.MUST_ADD_GUEST });
  answerLookups();
  const post = jest.spyOn(api, 'post');
  renderPage();
  await fillGuestForm();
  fireEvent.change(screen.getByLabelText('Video link (YouTube or Vimeo, optional)'), {
    target: { value: 'https://example.com/talk' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('Enter valid url')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  expect(screen.getByTestId('where')).toHaveTextContent('/register/expert/2');
});

it('says a wrong video link as soon as the field is left, before the guest form is filled', async () => {
  signInForTest({ id: 9, role: ROLE.EXPERT, status: STATUS.MUST_ADD_GUEST });
  answerLookups();
  renderPage();
  const video = screen.getByLabelText('Video link (YouTube or Vimeo, optional)');
  fireEvent.change(video, { target: { value: 'https://example.com/talk' } });
  fireEvent.blur(video);
  expect(await screen.findByText('Enter valid url')).toBeInTheDocument();
  expect(video).toHaveAttribute('aria-invalid', 'true');
  expect(video).toHaveValue('https://example.com/talk');
});
