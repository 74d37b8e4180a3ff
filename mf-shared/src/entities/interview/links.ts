// Links an interview shows. The guest entity has the same rules; entities do not import each other.

/** `url` when it is an absolute http(s) address, else `null` (no javascript:, data: or relative links). */
export function httpLink(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** An avatar the page may show: a stored path, http(s), or an inline picture (the demo avatars). */
export function avatarSrc(src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(src.trim())) return src.trim();
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  return httpLink(src);
}
