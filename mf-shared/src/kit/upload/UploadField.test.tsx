import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { UploadField, uploadResults, type SendFile } from './UploadField';
import { uploadProgress } from './uploadProgress';

const HINT = 'At least 1000 px wide, 16:9, jpeg, jpg, png, gif or mp4, up to 20MB';
const ACCEPT = ['jpeg', 'jpg', 'png', 'gif', 'mp4'];

/** A file of `size` bytes without allocating them. */
function fileOf(name: string, size = 1024, type = 'image/png') {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(file: File) {
  const input = screen.getByLabelText('Header image') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

/** A send the test finishes by hand. */
function deferredSend() {
  const calls: { file: File; onProgress: (p: number) => void; signal: AbortSignal; resolve: (v: unknown) => void }[] =
    [];
  const send = jest.fn<ReturnType<SendFile>, Parameters<SendFile>>(
    (file, onProgress, signal) => new Promise((resolve) => calls.push({ file, onProgress, signal, resolve })),
  );
  return { send, calls };
}

let submitted: unknown;
function Harness({ send }: { send: SendFile }) {
  return (
    <Form onFinish={(values) => (submitted = values)}>
      <Form.Item name="header_image" label="Header image">
        <UploadField send={send} accept={ACCEPT} hint={HINT} />
      </Form.Item>
      <button type="submit">Save</button>
    </Form>
  );
}

it('refuses a file over the limit with the message, and does not send it', async () => {
  const { send } = deferredSend();
  render(<Harness send={send} />);
  expect(screen.getByText(HINT)).toBeInTheDocument();
  pick(fileOf('big.png', 20 * 1024 * 1024 + 1));
  expect(await screen.findByRole('alert')).toHaveTextContent('The file must be at most 20MB');
  expect(send).not.toHaveBeenCalled();
  expect(screen.queryByText('big.png')).not.toBeInTheDocument();
});

it('says a rule’s own words for a refused kind or size when given them', async () => {
  const { send } = deferredSend();
  const messages = {
    wrongType: 'The file must be a file of type: png.',
    tooLarge: 'The file may not be greater than 20MB.',
  };
  render(
    <Form>
      <Form.Item name="header_image" label="Header image">
        <UploadField send={send} accept={['png']} messages={messages} />
      </Form.Item>
    </Form>,
  );
  pick(fileOf('notes.txt', 10, 'text/plain'));
  expect(await screen.findByRole('alert')).toHaveTextContent(messages.wrongType);
  pick(fileOf('big.png', 20 * 1024 * 1024 + 1));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.tooLarge));
  expect(send).not.toHaveBeenCalled();
});

it('refuses a kind not in accept, naming the allowed ones', async () => {
  const { send } = deferredSend();
  render(<Harness send={send} />);
  pick(fileOf('notes.txt', 10, 'text/plain'));
  expect(await screen.findByRole('alert')).toHaveTextContent('Allowed types: jpeg, jpg, png, gif, mp4');
  expect(send).not.toHaveBeenCalled();
});

it('shows the progress send reports, then gives the form what send resolved with', async () => {
  const { send, calls } = deferredSend();
  render(<Harness send={send} />);
  pick(fileOf('photo.PNG'));
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(calls[0].file.name).toBe('photo.PNG');
  act(() => calls[0].onProgress(42));
  // antd shows the bar after a short delay.
  const bar = await screen.findByRole('progressbar');
  await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '42'));
  await act(async () => calls[0].resolve({ id: 7, url: '/media/photo.png' }));
  await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(submitted).toBeDefined());
  const files = (submitted as { header_image: Parameters<typeof uploadResults>[0] }).header_image;
  expect(uploadResults(files)).toEqual([{ id: 7, url: '/media/photo.png' }]);
});

it('aborts the upload when its file is removed', async () => {
  const { send, calls } = deferredSend();
  render(<Harness send={send} />);
  pick(fileOf('clip.mp4', 2048, 'video/mp4'));
  await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  expect(calls[0].signal.aborted).toBe(false);
  fireEvent.click(await screen.findByRole('button', { name: /remove/i }));
  await waitFor(() => expect(calls[0].signal.aborted).toBe(true));
  await waitFor(() => expect(screen.queryByText('clip.mp4')).not.toBeInTheDocument());
});

it('turns axios progress events into whole percents, short of done', () => {
  const seen: number[] = [];
  const handler = uploadProgress((p) => seen.push(p));
  handler({ loaded: 50, total: 200, bytes: 50, lengthComputable: true });
  handler({ loaded: 200, total: 200, progress: 1, bytes: 150, lengthComputable: true });
  handler({ loaded: 10, bytes: 10, lengthComputable: false });
  expect(seen).toEqual([25, 99]);
});
