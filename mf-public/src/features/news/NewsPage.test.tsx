import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { db, RATES_HOLD_ARTICLE } from 'mf-shared/test/api';
import { renderWithServerData } from 'mf-shared/test/server-data';
import type { Article } from './api/get-article';
import NewsPage from './NewsPage';

/** "Rates hold for now" (article 5, slug rates-hold), its picture a video clip, as the data set holds it. */
const article: Article = RATES_HOLD_ARTICLE;

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
  expect(article).toMatchObject({ picture_type: 'video' });
  const { container } = renderAt('/news/rates-hold');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates hold for now' })).toBeInTheDocument();
  const video = container.querySelector('article video') as HTMLVideoElement;
  expect(video).toHaveAttribute('src', 'https://cdn.example.com/news/clip-5');
  expect(video).toHaveAttribute('controls');
  expect(video.muted).toBe(true);
  expect(container.querySelector('article img')).toBeNull();
});

it('shows a news picture that is an image as an img', async () => {
  db.news = [{ ...article, picture: 'https://cdn.example.com/p.webp', picture_type: 'image' }];
  const { container } = renderAt('/news/rates-hold');
  expect(await screen.findByRole('heading', { level: 1, name: 'Rates hold for now' })).toBeInTheDocument();
  expect(container.querySelector('article img')).toHaveAttribute('src', 'https://cdn.example.com/p.webp');
  expect(container.querySelector('article video')).toBeNull();
});
