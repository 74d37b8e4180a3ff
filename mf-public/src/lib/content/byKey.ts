/** A path key is an id when it is all digits, else a slug (spec: /news/{slug} or /news/{id}). */
export const byKey = (key: string, idPath: string, slugPath: string) =>
  /^\d+$/.test(key) ? `${idPath}/${key}` : `${slugPath}/${encodeURIComponent(key)}`;
