export interface Named {
  id: number;
  name: string;
}
/** Countries and languages carry their ISO code. */
export interface Coded extends Named {
  code: string;
}
export interface Expertise extends Named {
  /** An /allposts filter button. */
  topic_filter: 'preset' | 'overflow' | null;
}
