import { Faker, en } from '@faker-js/faker';
import type { Database } from '../database';

export const SEED = 2026;
export const ROLE = { EXPERT: 0, JOURNALIST: 1 } as const;
export const STATUS = { SIMPLE_USER: 1 } as const;

/**
 * What every step draws from. One faker for the whole seed: each step continues the sequence the
 * step before left, so the steps must run in the order `seedDemoData` calls them.
 */
export interface SeedContext {
  db: Database;
  faker: Faker;
  /** Multiplies the volume (journalists, content, activity). */
  scale: number;
  now: Date;
  pick: Faker['helpers']['arrayElement'];
  some: <T>(items: T[], min: number, max: number) => T[];
  /** `now` moved by a number of days, as an ISO string. */
  daysFromNow: (days: number) => string;
}

export function seedContext(db: Database, options: { scale?: number; now?: Date } = {}): SeedContext {
  const now = options.now ?? new Date();
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED);
  return {
    db,
    faker,
    scale: Math.max(1, Math.floor(options.scale ?? 1)),
    now,
    pick: faker.helpers.arrayElement,
    some: (items, min, max) => faker.helpers.arrayElements(items, { min, max }),
    daysFromNow: (days) => new Date(now.getTime() + days * 86_400_000).toISOString(),
  };
}
