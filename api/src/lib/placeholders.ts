// The placeholders and their filling are mf-shared's, the same the browser's preview uses.
export { fillPlaceholders } from 'mf-shared/placeholders';

/** A date as the spec shows date and time ('y/MM/dd hh:mm aaa'), in UTC, which it names. */
export function invitationDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getUTCHours();
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())} ${pad(hours % 12 || 12)}:${pad(date.getUTCMinutes())} ${hours < 12 ? 'AM' : 'PM'} UTC`;
}

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
export function spokenList(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
