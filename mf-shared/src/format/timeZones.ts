/** The browser's IANA zone, or 'UTC' when it names none: a form's zone unless the user picks another. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The zones a zone picker offers: those the browser knows, with the browser's own and UTC always
 * among them (the browser's list leaves UTC out), sorted.
 */
export function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return Array.from(new Set([browserTimeZone(), 'UTC', ...known])).sort();
}
