import { render } from '@testing-library/react';
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
  header_image: { file: null, keepStored: false },
  description: '<p>Why.</p>',
  start_date: '',
  end_date: '',
  all_day: true,
  start_time: '',
  end_time: '',
  time_zone: 'UTC',
  embargo_until: '',
  location: '',
  organised_by: '',
  phone_number: '',
  email: '',
  signups_url: '',
  medias: [],
  keep_medias: [],
  guests: [],
  industries: [],
  content: [],
  ...extra,
});
const chosen = (file: File) => ({ file, keepStored: false });

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
  const kept = { file: null, keepStored: true };
  const { container } = render(
    <EventPreview values={values({ header_image: kept })} stored={stored} guestNames={[]} />,
  );
  expect(container.querySelector('video')).toHaveAttribute('src', 'https://cdn.example.com/h');
});

it('reads the times the browser inputs give in the spec 12-hour clock, and the dates in its format', () => {
  const { container } = render(
    <EventPreview
      values={values({
        all_day: false,
        start_date: '2031-05-04',
        end_date: '2031-05-04',
        start_time: '09:00',
        end_time: '13:30',
      })}
      guestNames={[]}
    />,
  );
  expect(container).toHaveTextContent('09:00 AM - 01:30 PM (UTC)');
  expect(container).toHaveTextContent('04.05.2031');
});
