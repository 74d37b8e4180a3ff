import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from './components';

it('shows an mp4 picture as a video with controls, muted, inline, no poster and no autoplay', () => {
  const { container } = render(<Picture src="https://cdn.example.com/news/clip.mp4" type="video" alt="" />);
  expect(container.querySelector('img')).toBeNull();
  const video = container.querySelector('video')!;
  expect(video).toHaveAttribute('src', 'https://cdn.example.com/news/clip.mp4');
  expect(video).toHaveAttribute('controls');
  expect(video).toHaveAttribute('playsinline');
  expect(video.muted).toBe(true);
  expect(video.autoplay).toBe(false);
  expect(video).not.toHaveAttribute('poster');
  expect(video).toHaveAttribute('width', '1280');
  expect(video).toHaveAttribute('height', '720');
});

it('renders the video on the server too, muted and without autoplay', () => {
  const html = renderToStaticMarkup(<Picture src="/storage/events/h.mp4" type="video" alt="" />);
  expect(html).toMatch(/^<video /);
  expect(html).toMatch(/ controls=""/);
  // HTML attribute names are case-insensitive: playsInline is playsinline.
  expect(html).toMatch(/ playsinline=""/i);
  expect(html).toMatch(/ muted=""/);
  expect(html).not.toMatch(/autoplay|poster/i);
});

it('shows an image as an img, and tells a video by its .mp4 address when the type is not known', () => {
  const image = render(<Picture src="https://cdn.example.com/p.webp" type="image" alt="" />).container;
  expect(image.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/p.webp');
  expect(image.querySelector('video')).toBeNull();
  const untyped = render(<Picture src="https://cdn.example.com/h.MP4?v=2" alt="" />).container;
  expect(untyped.querySelector('video')).not.toBeNull();
  expect(untyped.querySelector('img')).toBeNull();
  expect(render(<Picture src={null} type="video" alt="" />).container).toBeEmptyDOMElement();
});
