import { render } from '@testing-library/react';
import type { UploadFile } from 'antd';
import type { EventDetails } from 'mf-shared/entities/event';
import type { EventFormValues } from './EventFormPage';
import { EventPreview } from './EventPreview';

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${(n += 1)}`;
  URL.revokeObjectURL = () => undefined;
});

const values = (extra: Partial<EventFormValues>): EventFormValues => ({
  heading: 'Rates briefing',
  description: '<p>Why.</p>',
  start_date: null,
  end_date: null,
  all_day: true,
  start_time: null,
  end_time: null,
  time_zone: 'UTC',
  embargo_until: null,
  location: '',
  organised_by: '',
  phone_number: '',
  email: '',
  signups_url: '',
  keep_medias: [],
  guests: [],
  industries: [],
  content: [],
  ...extra,
});
const chosen = (file: File): UploadFile<File>[] => [{ uid: 'new', name: file.name, status: 'done', response: file }];

it('previews an mp4 header chosen in the form as a video, a picture as an image', () => {
  const clip = new File(['x'], 'clip.mp4', { type: 'video/mp4' });
  const video = render(<EventPreview values={values({ header_image: chosen(clip) })} guestNames={[]} />).container;
  expect(video.querySelector('video')).toHaveAttribute('controls');
  expect(video.querySelector('img')).toBeNull();
  const still = new File(['x'], 'still.png', { type: 'image/png' });
  const image = render(<EventPreview values={values({ header_image: chosen(still) })} guestNames={[]} />).container;
  expect(image.querySelector('img')).not.toBeNull();
  expect(image.querySelector('video')).toBeNull();
});

it('previews a stored video header (header_image_type) as a video', () => {
  const stored = {
    header_image: 'https://cdn.example.com/h',
    header_image_type: 'video',
    medias: [],
  } as unknown as EventDetails;
  const kept: UploadFile<File>[] = [{ uid: 'stored', name: 'h', status: 'done', url: stored.header_image! }];
  const { container } = render(
    <EventPreview values={values({ header_image: kept })} stored={stored} guestNames={[]} />,
  );
  expect(container.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/h');
});
