import { httpUrl } from '../../format/links';

export { httpUrl, imageSrc } from '../../format/links';

export type VideoEmbed =
  { kind: 'iframe'; provider: 'YouTube' | 'Vimeo'; src: string } | { kind: 'link'; href: string } | { kind: 'unsafe' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) return segments[1] ?? null;
  return null;
}

function vimeoId(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') return segments[0] === 'video' ? (segments[1] ?? null) : null;
  if (host !== 'vimeo.com') return null;
  // vimeo.com/123, vimeo.com/channels/staffpicks/123, vimeo.com/groups/x/videos/123
  return segments.findLast((s) => VIMEO_ID.test(s)) ?? null;
}

/**
 * How a guest's video link is shown: YouTube and Vimeo as privacy-friendly players (no cookies
 * before play: youtube-nocookie.com, Vimeo's do-not-track), any other http(s) address as a link,
 * anything else (javascript:, data:, garbage) not as a link at all. The player address is built
 * from a checked id, never taken from the link.
 */
export function videoEmbed(url: string): VideoEmbed {
  const href = httpUrl(url);
  if (!href) return { kind: 'unsafe' };
  const parsed = new URL(href);
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const yt = youtubeId(parsed, host);
  if (yt && YOUTUBE_ID.test(yt))
    return { kind: 'iframe', provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(parsed, host);
  if (vimeo && VIMEO_ID.test(vimeo))
    return { kind: 'iframe', provider: 'Vimeo', src: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  return { kind: 'link', href };
}
