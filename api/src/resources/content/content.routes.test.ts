import { after, before, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { buildTestApp, type TestApp } from '../../../test/helper';

let t: TestApp;
before(async () => (t = await buildTestApp({ fixture: 'demo' })));
after(() => t.app.close());

const get = async (url: string, status = 200) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1${url}` });
  expect(res.statusCode).toBe(status);
  return res.json();
};

describe('stories hub and news', () => {
  it('pages news 10 at a time, newest first, and filters by expertise', async () => {
    const all = await get('/allposts');
    expect(all.data).toHaveLength(10);
    expect(all.meta).toEqual({ current_page: 1, per_page: 10, total: 400, last_page: 40 });
    expect(all.data[0].updated_at >= all.data[9].updated_at).toBe(true);
    const topic = all.data[0].expertise[0];
    const filtered = await get(`/allposts?id=${topic}`);
    expect(filtered.meta.total).toBeLessThan(400);
    for (const item of filtered.data) expect(item.expertise).toContain(topic);
    expect((await get(`/news/expertise/${topic}`)).meta.total).toBe(filtered.meta.total);
  });

  it('finds one article by slug and by id, with its expertise map and suggested guests', async () => {
    const [first] = (await get('/allposts')).data;
    const bySlug = (await get(`/news/slug/${first.slug}`)).data;
    const byId = (await get(`/news/${first.id}`)).data;
    expect(byId).toEqual(bySlug);
    expect(bySlug).toMatchObject({
      id: first.id,
      slug: first.slug,
      title: first.title,
      text: expect.stringContaining('<p>'),
    });
    expect(Object.keys(bySlug.expertise_names).map(Number).sort()).toEqual([...bySlug.expertise].sort());
    expect(bySlug.guests.length).toBeGreaterThan(0);
    expect(bySlug.guests[0]).toEqual({
      guest_id: expect.any(Number),
      first_name: expect.any(String),
      last_name: expect.any(String),
      title: expect.any(String),
      company_name: expect.any(String),
      avatar: expect.stringMatching(/^data:image\/svg\+xml,/),
      // The author page of the expert who offers the guest is one click away.
      expert_id: bySlug.author_id,
      expert_name: bySlug.author,
    });
    expect((await get('/news/slug/no-such-article', 404)).message).toBe('News not found');
  });

  it('pages an expert’s articles 5 at a time, with the expert and their expertises', async () => {
    const page1 = await get('/news/author/2');
    expect(page1.data).toHaveLength(5);
    expect(page1.author).toEqual({ id: 2, name: 'Priya Raman' });
    expect(page1.expertises.length).toBeGreaterThan(0);
    const page2 = await get('/news/author/2?page=2');
    expect(page2.meta.current_page).toBe(2);
    expect(page2.data[0].id).not.toBe(page1.data[0].id);
    await get('/news/author/1', 404); // a journalist is no author
  });

  it('answers the news block with six items, and the reviews', async () => {
    expect((await get('/news-block')).data).toHaveLength(6);
    const reviews = (await get('/reviews')).data;
    expect(reviews.length).toBeGreaterThan(3);
    expect(reviews[0]).toEqual({
      id: expect.any(Number),
      author_name: expect.any(String),
      author_title: expect.any(String),
      rating: 5,
      text: expect.any(String),
    });
  });
});

describe('blog, events and story ideas', () => {
  it('pages blog posts 6 at a time and finds one by slug and by id', async () => {
    const list = await get('/blogposts');
    expect(list.data).toHaveLength(6);
    expect(list.meta.per_page).toBe(6);
    const post = (await get(`/blogpost/slug/${list.data[0].slug}`)).data;
    expect(post).toMatchObject({
      blog_title: list.data[0].blog_title,
      blog_description: expect.any(String),
      created_at: expect.any(String),
    });
    expect((await get(`/blogpost/${post.id}`)).data).toEqual(post);
  });

  it('shows an event page with its guests and industries, by slug and by id', async () => {
    const [event] = (await get('/eventposts')).data;
    const page = (await get(`/eventpost/slug/${event.slug}`)).data;
    expect(page).toMatchObject({
      id: event.id,
      kind: 'event',
      heading: expect.stringContaining('Background briefing'),
      all_day: expect.any(Number),
      signups_url: expect.any(String),
    });
    expect(page.guests.length).toBeGreaterThan(0);
    expect(page.industries.length).toBeGreaterThan(0);
    expect(page).not.toHaveProperty('user_id');
    // GET /events/{id} (the events resource) gives the same page, with what its viewer may do besides.
    expect((await get(`/events/${event.id}`)).data).toMatchObject(page);
  });

  it('lists story ideas and refuses an event id as a story idea', async () => {
    const ideas = await get('/story-ideas');
    expect(ideas.meta.total).toBe(80);
    expect((await get(`/story-ideas/${ideas.data[0].id}`)).data.kind).toBe('story_idea');
    const [event] = (await get('/eventposts')).data;
    await get(`/story-ideas/${event.id}`, 404);
  });
});
