import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api } from 'mf-shared';
import { renderWithServerData } from 'mf-shared/test/server-data';
import type { Article } from './api/get-article';
import NewsPage from './NewsPage';

afterEach(() => jest.restoreAllMocks());

const article: Article = {
  id: 5,
  slug: 'rates-hold',
  title: 'Rates hold for now',
  text: '<p>Why the central bank waits.</p>',
  link: null,
  picture: 'https://cdn.example.com/news/clip-5',
  picture_type: 'video',
  updated_at: '2026-03-02T15:04:00Z',
  author_id: 2,
  author: 'Eve Expert',
  expertise: [3],
  expertise_names: { 3: 'Finance' },
  guests: [],
};

function renderAt(url: string) {
  return renderWithServerData(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/news/:key" element={<NewsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('plays a news picture that is an mp4 (picture_type video) as a video, not a broken img', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({ data: { data: article } });
  const { container } = renderAt('/news/rates-hold');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates hold for now' })).toBeInTheDocument();
  const video = container.querySelector('article video') as HTMLVideoElement;
  expect(video).toHaveAttribute('src', 'https://cdn.example.com/news/clip-5');
  expect(video).toHaveAttribute('controls');
  expect(video.muted).toBe(true);
  expect(container.querySelector('article img')).toBeNull();
});

it('shows a news picture that is an image as an img', async () => {
  jest.spyOn(api, 'get').mockResolvedValue({
    data: { data: { ...article, picture: 'https://cdn.example.com/p.webp', picture_type: 'image' } },
  });
  const { container } = renderAt('/news/rates-hold');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates hold for now' })).toBeInTheDocument();
  expect(container.querySelector('article img')).toHaveAttribute('src', 'https://cdn.example.com/p.webp');
  expect(container.querySelector('article video')).toBeNull();
});
