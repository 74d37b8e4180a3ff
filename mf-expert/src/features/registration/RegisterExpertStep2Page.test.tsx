import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { api, authStore, ROLE, ROUTES, STATUS, type User } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import { signInForTest } from 'mf-shared/test/session';
import RegisterExpertStep2Page from './RegisterExpertStep2Page';

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().clearSession());
});

const DESCRIPTION =
  'Ann covers rates, inflation and housing across South-East Asia, and has advised two of its central banks.';
const LOOKUPS: Record<string, { id: number; name: string }[]> = {
  '/countries': [{ id: 1, name: 'Singapore' }],
  '/expertises': [{ id: 5, name: 'Finance' }],
  '/available': [{ id: 7, name: 'South-East Asia' }],
  '/languages': [],
};

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

async function fillGuestForm() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lee' } });
  await choose('Gender', 'Female');
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Chief Economist' } });
  fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Harbour Bank' } });
  fireEvent.change(screen.getByLabelText('LinkedIn'), { target: { value: 'https://www.linkedin.com/in/ann-lee' } });
  await choose('Country', 'Singapore');
  await choose('Expertise', 'Finance');
  await choose('Available for appearances in', 'South-East Asia');
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: DESCRIPTION } });
}

function renderPage() {
  return renderWithServerData(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <MemoryRouter initialEntries={[ROUTES.REG_AS_EXPERT2]}>
        <Routes>
          <Route path={ROUTES.REG_AS_EXPERT2} element={<RegisterExpertStep2Page />} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ConfigProvider>,
  );
}

it('posts the first guest with a photo and a video link, stores the returned user and lands on step 3', async () => {
  signInForTest({ id: 9, role: ROLE.EXPERT, status: STATUS.MUST_ADD_GUEST });
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => ({ data: { data: LOOKUPS[url] ?? [] } }));
  const paying: User = {
    id: 9,
    role: ROLE.EXPERT,
    status: STATUS.MUST_PAY,
    date_deleting: null,
    email: 'jo@example.com',
    profile: { first_name: 'Jo', last_name: 'Reporter' },
  };
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
  jest.spyOn(api, 'get').mockImplementation(async (url: string) => ({ data: { data: LOOKUPS[url] ?? [] } }));
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
