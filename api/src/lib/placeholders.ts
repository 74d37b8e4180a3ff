// The placeholders and their filling are mf-shared's, the same the browser's preview uses.
export { fillPlaceholders, invitationDate } from 'mf-shared/placeholders';

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
export function spokenList(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
