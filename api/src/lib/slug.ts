/** A URL-safe slug of a title: lowercase ASCII words joined by hyphens, at most 80 characters. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/**
 * A slug of `title` that is not taken yet: its slug, else with `-2`, `-3`… `takenStartingWith(base)`
 * answers the slugs in use that start with `base` (one query, whatever the count).
 */
export async function uniqueSlug(
  title: string,
  takenStartingWith: (base: string) => Promise<string[]>,
  fallback: string,
): Promise<string> {
  const base = slugify(title) || fallback;
  const taken = new Set(await takenStartingWith(base));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
