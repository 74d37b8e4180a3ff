import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, orMissing } from 'mf-shared';
import { guestFormData, type FileToSend, type GuestFormValues, type GuestMedia } from 'mf-shared/entities/guest';
import {
  answerLookups,
  answerLookupsAndDraft,
  answerNoDraft,
  expectMissingDraft,
  fillAndGoOn,
} from 'mf-shared/test/guest-record';
import { mediaForTest as media } from 'mf-shared/test/guest';
import { renderAt } from 'mf-shared/test/server-data';
import { GuestRecordGeneralStep, GuestRecordMediaStep, guestRecordPaths, type GuestRecordSteps } from './index';

afterEach(() => jest.restoreAllMocks());

// An app's side of the widget, as the apps write theirs: its routes, its word, its API calls.
const STEPS: GuestRecordSteps = {
  noun: 'contact',
  mediaStepTitle: 'Image & video',
  paths: guestRecordPaths('/people/new', '/people/new/:id'),
};
type Said<T> = { data: T; message?: string };
const useCreate = () =>
  useMutation({
    mutationFn: async (values: GuestFormValues) =>
      (await api.post<Said<{ id: number }>>('/people', guestFormData(values))).data,
  });
const useUpdate = (id: number) =>
  useMutation({
    mutationFn: async (values: GuestFormValues) =>
      (await api.post<Said<{ id: number }>>(`/people/${id}`, guestFormData(values))).data,
  });
const useMedia = (id: number) =>
  useQuery({
    queryKey: ['people', 'media', id],
    queryFn: () => orMissing(api.get<{ data: GuestMedia }>(`/people/${id}/media`).then(({ data }) => data.data)),
  });
/** A media change answers the whole media, which the page shows at once. */
function useMediaWrite<V>(id: number, write: (variables: V) => Promise<GuestMedia>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (media) => client.setQueryData(['people', 'media', id], media) });
}
const sent = async (url: string, body?: unknown, config?: object) =>
  (await api.post<{ data: GuestMedia }>(url, body, config)).data.data;
const useWrites = (id: number) => ({
  uploadAvatar: useMediaWrite(id, ({ file, onProgress }: FileToSend) => {
    const body = new FormData();
    body.append('avatar', file);
    return sent(`/people/${id}/avatar`, body, { onUploadProgress: () => onProgress?.(50) });
  }).mutateAsync,
  addImage: useMediaWrite(id, () => sent(`/people/${id}/images`)).mutateAsync,
  removeImage: useMediaWrite(
    id,
    async (imageId: number) => (await api.delete<{ data: GuestMedia }>(`/people/${id}/images/${imageId}`)).data.data,
  ).mutateAsync,
  addVideo: useMediaWrite(id, (url: string) => sent(`/people/${id}/videos`, { url })).mutateAsync,
  removeVideo: useMediaWrite(id, () => sent(`/people/${id}/videos/remove`)).mutateAsync,
});
const useFinish = (id: number) =>
  useMutation({ mutationFn: async () => (await api.post<Said<null>>(`/people/${id}/finish`)).data });

const open = (url: string) =>
  renderAt(url, {
    '/people/new': <GuestRecordGeneralStep steps={STEPS} useCreate={useCreate} useUpdate={useUpdate} />,
    '/people/new/:id': (
      <GuestRecordMediaStep
        steps={STEPS}
        useMedia={useMedia}
        useWrites={useWrites}
        useFinish={useFinish}
        donePath="/people"
      />
    ),
  });

describe('step 1, General Information', () => {
  it('names both steps, sends nothing while a rule fails, then stores the draft as multipart and moves to step 2', async () => {
    answerLookups();
    const post = jest.spyOn(api, 'post').mockResolvedValue({ data: { data: { id: 77 }, message: 'Draft saved' } });
    const { where } = open('/people/new');
    const steps = screen.getByRole('navigation', { name: 'Steps of a new contact' });
    expect(within(steps).getByText('General Information')).toBeInTheDocument();
    expect(within(steps).getByText('Image & video')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'General Information' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('This field is required')).length).toBeGreaterThanOrEqual(6);
    expect(screen.getAllByText('Choose at least one')).toHaveLength(3);
    expect(post).not.toHaveBeenCalled();

    await fillAndGoOn(where, '/people/new/77');
    expect(post).toHaveBeenCalledTimes(1);
    const [url, body] = post.mock.calls[0] as [string, FormData];
    expect(url).toBe('/people');
    expect(body).toBeInstanceOf(FormData);
    expect(body.getAll('country[]')).toEqual(['1', '2']);
    expect(body.getAll('expertise[]')).toEqual(['5']);
    expect(body.getAll('available[]')).toEqual(['7']);
    expect(body.has('languages[]')).toBe(false);
    expect(body.get('first_name')).toBe('Ann');
    expect(body.get('gender')).toBe('Female');
    expect(body.get('rating')).toBe('4');
    expect(body.get('is_company_description_visible')).toBe('false');
  });

  it('back from step 2, changes the draft: a 422 goes under its field and what was typed stays', async () => {
    answerLookupsAndDraft();
    const post = jest.spyOn(api, 'post').mockRejectedValue({
      isAxiosError: true,
      response: {
        status: 422,
        data: { message: 'Invalid', errors: { title: ['This field must be at most 255 characters'] } },
      },
    });
    const { where } = open('/people/new?id=77');
    const title = await screen.findByDisplayValue('Chief Economist');
    fireEvent.change(title, { target: { value: 'Head of Research' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and next' }));
    expect(await screen.findByText('This field must be at most 255 characters')).toBeInTheDocument();
    expect(post.mock.calls[0][0]).toBe('/people/77');
    expect(screen.getByLabelText('Title')).toHaveValue('Head of Research');
    expect(screen.getByText('4.5 of 5')).toBeInTheDocument();
    expect(where()).toBe('/people/new?id=77');
  });
});

describe('step 2, Guest image & Embed video', () => {
  it('says the draft does not exist, with a way to step 1', async () => {
    answerNoDraft();
    const { where } = open('/people/new/999');
    await expectMissingDraft(where, 'contact', '/people/new');
  });

  it('uploads the photo with progress, refuses a link that is no video, shows a video, removes a picture, and Finish ends the draft', async () => {
    let stored = media({ images: [{ id: 5, image: 'https://cdn.example.com/a.png' }] });
    jest.spyOn(api, 'get').mockImplementation(async () => ({ data: { data: stored } }));
    let uploaded: () => void = () => undefined;
    const post = jest.spyOn(api, 'post').mockImplementation(async (url: string, _body, config) => {
      if (url === '/people/77/avatar')
        return new Promise((resolve) => {
          config?.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
          uploaded = () =>
            resolve({ data: { data: (stored = { ...stored, avatar: 'https://cdn.example.com/ann.png' }) } });
        });
      if (url === '/people/77/videos')
        return { data: { data: (stored = { ...stored, videos: [{ id: 9, url: 'https://youtu.be/dQw4w9WgXcQ' }] }) } };
      if (url === '/people/77/finish') return { data: { data: null, message: 'Contact saved' } };
      throw new Error(`unexpected ${url}`);
    });
    const remove = jest.spyOn(api, 'delete').mockImplementation(async () => ({
      data: { data: (stored = { ...stored, images: [] }) },
    }));
    const { container, where } = open('/people/new/77');
    expect(await screen.findByRole('heading', { level: 2, name: 'Guest image & Embed video' })).toBeInTheDocument();

    // The photo's button is the browser's file input, named by its words.
    const photo = await screen.findByLabelText('Upload photo');
    await act(async () => {
      fireEvent.change(photo, { target: { files: [new File(['png'], 'ann.png', { type: 'image/png' })] } });
    });
    expect(await screen.findByRole('progressbar', { name: 'Sending: 50%' })).toHaveAttribute('value', '50');
    await act(async () => uploaded());
    expect(await screen.findByRole('img', { name: "The contact's photo" })).toHaveAttribute(
      'src',
      'https://cdn.example.com/ann.png',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(((post.mock.calls[0][1] as FormData).get('avatar') as File).name).toBe('ann.png');

    const link = screen.getByLabelText('Video link (YouTube or Vimeo)');
    fireEvent.change(link, { target: { value: 'https://example.com/talk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    expect(await screen.findByText('Enter valid url')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    fireEvent.change(link, { target: { value: 'https://youtu.be/dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    await waitFor(() =>
      expect(container.querySelector('iframe')).toHaveAttribute(
        'src',
        'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      ),
    );
    expect(post).toHaveBeenCalledWith('/people/77/videos', { url: 'https://youtu.be/dQw4w9WgXcQ' }, undefined);

    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/people/77/images/5'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove picture 1' })).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(where()).toBe('/people'));
    expect(post).toHaveBeenCalledWith('/people/77/finish');
  });

  it('Back returns to step 1 with the draft’s id', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ data: { data: media() } });
    const { where } = open('/people/new/77');
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(where()).toBe('/people/new?id=77'));
  });
});
