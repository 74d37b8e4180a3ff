// Links a page may show from stored data: only http(s) addresses and local or inline pictures.

/** `url` when it is an absolute http(s) address, else `null` (no javascript:, data: or relative links). */
export function httpUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** An image source the page may show: http(s), or an inline raster or SVG picture (the demo avatars). */
export function imageSrc(src: string | null | undefined): string | null {
  if (!src) return null;
  if (/^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(src.trim())) return src.trim();
  if (src.startsWith('/') && !src.startsWith('//')) return src;
  return httpUrl(src);
}

/** `path` when it is a page of this site ("/news/x?y"), else `null`: a `next` parameter never leads away. */
export function localPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path;
}
