/** The placeholders a template may hold, filled in when an interview request is written. */
export const TEMPLATE_PLACEHOLDERS = [
  { key: 'guest_name', token: '{guest_name}', label: 'Guest name' },
  { key: 'guest_title', token: '{guest_title}', label: 'Guest title' },
  { key: 'journalist_name', token: '{journalist_name}', label: 'Your name' },
  { key: 'topic', token: '{topic}', label: 'Topic' },
  { key: 'date', token: '{date}', label: 'Interview date' },
] as const;

export type PlaceholderKey = (typeof TEMPLATE_PLACEHOLDERS)[number]['key'];
export type PlaceholderValues = Partial<Record<PlaceholderKey, string | null>>;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put into HTML, as text or inside an attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const KNOWN = new Set<string>(TEMPLATE_PLACEHOLDERS.map((p) => p.key));

/**
 * A template's HTML with its placeholders replaced by the given values, each escaped (a guest
 * named `<b>` stays text; `escape: false` for plain text such as a mail subject). A placeholder
 * without a value is left as it is, so the writer sees what is still to fill; unknown braces are
 * left alone. The browser's preview and the server's invitation both fill with this one function.
 */
export function fillPlaceholders(
  html: string,
  values: PlaceholderValues,
  { escape = true }: { escape?: boolean } = {},
): string {
  return html.replace(/\{([a-z_]+)\}/g, (token, key: string) => {
    if (!KNOWN.has(key)) return token;
    const value = values[key as PlaceholderKey];
    if (value === undefined || value === null) return token;
    return escape ? escapeHtml(value) : value;
  });
}

/** An IANA time zone the runtime knows ('Asia/Singapore'), else 'UTC'. */
export function knownTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * What {date} stands for: the interview's date and time as the spec shows it ('y/MM/dd hh:mm aaa')
 * in the journalist's time zone, which it names (the expert may live in another). The browser's
 * preview and the server's invitation both write it with this one function.
 */
export function invitationDate(date: Date, timeZone?: string | null): string {
  const zone = knownTimeZone(timeZone);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}
