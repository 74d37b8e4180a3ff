/** 'jpg', '.JPG' → 'jpg': callers may write extensions either way. */
export const normaliseExtensions = (accept: readonly string[]) =>
  accept.map((ext) => ext.trim().replace(/^\./, '').toLowerCase()).filter(Boolean);

/** A limit the way the spec writes it: 20 * 1024 * 1024 → '20MB'. */
export function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Number(mb.toFixed(1))}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`;
}

export const tooLargeMessage = (maxBytes: number) => `The file must be at most ${sizeLabel(maxBytes)}`;
export const wrongTypeMessage = (extensions: readonly string[]) => `Allowed types: ${extensions.join(', ')}`;

/**
 * Why a file may not be sent, or null. The extension is checked, not the MIME type: browsers
 * report none for some kinds (avif on older ones), and the spec's lists are extensions.
 */
export function checkFile(
  file: Pick<File, 'name' | 'size'>,
  { maxBytes, extensions, messages }: { maxBytes: number; extensions?: readonly string[]; messages?: UploadMessages },
): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (extensions?.length && !extensions.includes(ext)) return messages?.wrongType ?? wrongTypeMessage(extensions);
  if (file.size > maxBytes) return messages?.tooLarge ?? tooLargeMessage(maxBytes);
  return null;
}

/** A field's own words for a refused file (a rule's, shared with the API), instead of the kit's. */
export interface UploadMessages {
  wrongType?: string;
  tooLarge?: string;
}
