import { httpUrl, imageSrc, videoEmbed } from './links';

it('embeds YouTube links of every form through youtube-nocookie.com, from a checked id only', () => {
  const nocookie = { kind: 'iframe', provider: 'YouTube', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' };
  for (const url of [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'http://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  ])
    expect(videoEmbed(url)).toEqual(nocookie);
  // An id that is not one (quotes, paths, too long) is not put into a player address.
  expect(videoEmbed('https://www.youtube.com/watch?v=abc"onload=x')).toEqual({
    kind: 'link',
    href: 'https://www.youtube.com/watch?v=abc%22onload=x',
  });
  expect(videoEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ12').kind).toBe('link');
});

it('embeds Vimeo with do-not-track, and only on Vimeo’s own hosts', () => {
  const player = { kind: 'iframe', provider: 'Vimeo', src: 'https://player.vimeo.com/video/76979871?dnt=1' };
  expect(videoEmbed('https://vimeo.com/76979871')).toEqual(player);
  expect(videoEmbed('https://vimeo.com/channels/staffpicks/76979871')).toEqual(player);
  expect(videoEmbed('https://player.vimeo.com/video/76979871?h=abc')).toEqual(player);
  // Look-alike hosts are links, not players.
  expect(videoEmbed('https://vimeo.com.evil.example/76979871').kind).toBe('link');
  expect(videoEmbed('https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ').kind).toBe('link');
  expect(videoEmbed('https://notyoutube.com/watch?v=dQw4w9WgXcQ').kind).toBe('link');
});

it('shows other addresses as links and never a javascript: or data: address', () => {
  expect(videoEmbed('https://cdn.example.com/talk.mp4')).toEqual({
    kind: 'link',
    href: 'https://cdn.example.com/talk.mp4',
  });
  expect(videoEmbed('javascript:alert(1)')).toEqual({ kind: 'unsafe' });
  expect(videoEmbed(' JavaScript:alert(1)')).toEqual({ kind: 'unsafe' });
  expect(videoEmbed('data:text/html,<script>alert(1)</script>')).toEqual({ kind: 'unsafe' });
  expect(videoEmbed('//youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'unsafe' });
  expect(httpUrl('vbscript:x')).toBeNull();
  expect(imageSrc('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
  expect(imageSrc('data:text/html,<b>x</b>')).toBeNull();
  expect(imageSrc('/storage/guests/1.png')).toBe('/storage/guests/1.png');
  expect(imageSrc('//evil.example/x.png')).toBeNull();
});
