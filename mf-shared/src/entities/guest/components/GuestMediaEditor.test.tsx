import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { GUEST_MEDIA_LIMITS } from 'mf-shared/validation';
import type { GuestMedia } from '../media';
import { mediaForTest as media } from 'mf-shared/test/guest';
import { GuestMediaEditor, type GuestMediaWrites } from './GuestMediaEditor';

const PICTURE = 'https://cdn.example.com/a.png';
const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

const png = (name = 'ann.png') => new File(['png'], name, { type: 'image/png' });

/** The editor over media the writes change, as the caller's query would after each write. */
function renderEditor(start: GuestMedia, writes: Partial<GuestMediaWrites> = {}, noun?: string) {
  let stored = start;
  const all: GuestMediaWrites = {
    uploadAvatar: jest.fn(async () => (stored = { ...stored, avatar: 'https://cdn.example.com/ann.png' })),
    addImage: jest.fn(async () => (stored = { ...stored, images: [...stored.images, { id: 6, image: PICTURE }] })),
    removeImage: jest.fn(
      async (id: number) => (stored = { ...stored, images: stored.images.filter((i) => i.id !== id) }),
    ),
    addVideo: jest.fn(async (url: string) => (stored = { ...stored, videos: [...stored.videos, { id: 9, url }] })),
    removeVideo: jest.fn(async () => stored),
    ...writes,
  };
  let refresh: () => void = () => undefined;
  const after =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      const answer = await write(...args);
      act(() => refresh());
      return answer;
    };
  function Harness() {
    const [shown, setShown] = useState(start);
    refresh = () => setShown(stored);
    return (
      <GuestMediaEditor
        noun={noun}
        media={shown}
        uploadAvatar={after(all.uploadAvatar)}
        removeAvatar={all.removeAvatar && after(all.removeAvatar)}
        addImage={after(all.addImage)}
        removeImage={after(all.removeImage)}
        addVideo={after(all.addVideo)}
        removeVideo={after(all.removeVideo)}
      />
    );
  }
  render(<Harness />);
  return all;
}

const region = (name: string) => screen.getByRole('region', { name });

describe('photo', () => {
  it('without one, says so and uploads the chosen file, then shows it to be replaced', async () => {
    const writes = renderEditor(media());
    const photo = within(region('Photo'));
    expect(photo.getByRole('img', { name: 'No photo yet' })).toHaveTextContent('?');
    const input = photo.getByLabelText('Upload photo');
    expect(input).toHaveAttribute('accept', '.jpeg,.jpg,.png,.gif');
    expect(input).toHaveAccessibleDescription('jpeg, jpg, png or gif, up to 20MB');
    fireEvent.change(input, { target: { files: [png()] } });
    expect(await photo.findByRole('img', { name: "The guest's photo" })).toHaveAttribute(
      'src',
      'https://cdn.example.com/ann.png',
    );
    expect((writes.uploadAvatar as jest.Mock).mock.calls[0][0].file.name).toBe('ann.png');
    expect(photo.getByLabelText('Replace photo')).toBeInTheDocument();
    // No removal offered by the caller: the photo is only replaced.
    expect(photo.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
  });

  it('refuses a file of another kind before sending it', async () => {
    const writes = renderEditor(media());
    fireEvent.change(screen.getByLabelText('Upload photo'), {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(region('Photo')).findByRole('alert')).toHaveTextContent(/Allowed types/);
    expect(writes.uploadAvatar).not.toHaveBeenCalled();
  });

  it("names the contact's photo, and removes it once confirmed", async () => {
    const removeAvatar = jest.fn(async () => undefined);
    renderEditor(media({ avatar: 'https://cdn.example.com/mei.png' }), { removeAvatar }, 'contact');
    expect(screen.getByRole('img', { name: "The contact's photo" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent('Remove the photo?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removeAvatar).toHaveBeenCalledTimes(1));
  });
});

describe('images', () => {
  it('shows each picture with a link to it whole, adds one and removes one once confirmed', async () => {
    const writes = renderEditor(media({ images: [{ id: 5, image: PICTURE }] }));
    const images = within(region('Images'));
    expect(images.getByRole('img', { name: 'Picture 1' })).toHaveAttribute('src', PICTURE);
    expect(images.getByRole('link', { name: 'Picture 1 (opens in a new tab)' })).toHaveAttribute('href', PICTURE);

    fireEvent.change(images.getByLabelText('Add images'), { target: { files: [png('stage.png')] } });
    expect(await images.findByRole('img', { name: 'Picture 2' })).toBeInTheDocument();
    expect(writes.addImage).toHaveBeenCalledTimes(1);

    await userEvent.click(images.getByRole('button', { name: 'Remove picture 1' }));
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent('Remove this picture?');
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes.removeImage).toHaveBeenCalledWith(5));
    await waitFor(() => expect(images.queryByRole('img', { name: 'Picture 2' })).not.toBeInTheDocument());
    expect(images.getByRole('img', { name: 'Picture 1' })).toBeInTheDocument();
  });

  it('offers no more once the gallery is full', () => {
    const full = Array.from({ length: GUEST_MEDIA_LIMITS.IMAGES_MAX }, (_, i) => ({ id: i + 1, image: PICTURE }));
    renderEditor(media({ images: full }));
    expect(screen.getByLabelText('Add images')).toBeDisabled();
  });
});

describe('videos', () => {
  it('refuses a link that is no video with the API’s words, then adds a video, shows it and empties the field', async () => {
    const writes = renderEditor(media());
    const videos = within(region('Videos'));
    const link = videos.getByLabelText('Video link (YouTube or Vimeo)');
    await userEvent.type(link, 'https://example.com/talk');
    await userEvent.click(videos.getByRole('button', { name: 'Add video' }));
    expect(await videos.findByRole('alert')).toHaveTextContent('Enter valid url');
    expect(link).toHaveAccessibleDescription('Enter valid url');
    expect(writes.addVideo).not.toHaveBeenCalled();

    await userEvent.clear(link);
    await userEvent.type(link, ` ${VIDEO} `);
    await userEvent.click(videos.getByRole('button', { name: 'Add video' }));
    await waitFor(() => expect(writes.addVideo).toHaveBeenCalledWith(VIDEO));
    expect(await screen.findByTitle('Video 1 (YouTube)')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(link).toHaveValue('');
    expect(videos.getByRole('button', { name: 'Remove video 1' })).toBeInTheDocument();
  });

  it('shows the API’s refusal under the field and keeps what was typed', async () => {
    const addVideo = jest.fn(async () => {
      throw {
        isAxiosError: true,
        response: { status: 422, data: { message: 'Invalid', errors: { url: ['This video is already added.'] } } },
      };
    });
    renderEditor(media(), { addVideo });
    const link = screen.getByLabelText('Video link (YouTube or Vimeo)');
    await userEvent.type(link, VIDEO);
    await userEvent.click(screen.getByRole('button', { name: 'Add video' }));
    expect(await within(region('Videos')).findByRole('alert')).toHaveTextContent('This video is already added.');
    expect(link).toHaveValue(VIDEO);
  });

  it('says when the list is full and adds no more', () => {
    const full = Array.from({ length: GUEST_MEDIA_LIMITS.VIDEOS_MAX }, (_, i) => ({ id: i + 1, url: VIDEO }));
    renderEditor(media({ videos: full }), {}, 'contact');
    expect(screen.getByLabelText('Video link (YouTube or Vimeo)')).toHaveAccessibleDescription(
      `A contact may have at most ${GUEST_MEDIA_LIMITS.VIDEOS_MAX} videos.`,
    );
    expect(screen.getByRole('button', { name: 'Add video' })).toBeDisabled();
  });
});
