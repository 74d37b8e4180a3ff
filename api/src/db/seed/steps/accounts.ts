import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import * as s from '../../schema';
import { slugify } from '../../../lib/slug';
import { ROLE, STATUS, type SeedContext } from '../context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoUserRow, type DemoAccount } from '../demoAccounts';
import { insertMany } from '../insertMany';
import type { ReferenceData } from './referenceData';

/** The demo accounts' ids by key (`demo.expert`, `demo.journalist`, …). */
export type DemoIds = Record<DemoAccount['key'], number>;

export interface Accounts {
  demo: DemoIds;
  /** Every demo account's id, in DEMO_ACCOUNTS order. */
  demoIds: number[];
  expertIds: number[];
  journalistIds: number[];
  /** DEMO_PASSWORD's hash, for the accounts added later (the team account). */
  demoHash: string;
}

/** Enough experts for the guests asked for, four each (the demo accounts hold eight). */
export const expertCountFor = (scale: number, guests?: number) =>
  Math.max(700 * scale, Math.ceil(((guests ?? 0) - 8) / 4));

/**
 * Users: the demo accounts first, so their ids are small and stable; then generated experts and
 * journalists, whose password nobody knows.
 */
export async function seedAccounts(
  ctx: SeedContext,
  ref: Pick<ReferenceData, 'mediums' | 'areas'>,
  options: { guests?: number } = {},
): Promise<Accounts> {
  const { db, faker, pick, daysFromNow, scale } = ctx;
  const demoHash = await hash(DEMO_PASSWORD);
  const closedHash = await hash(randomBytes(24).toString('base64url'));
  const person = (role: number, i: number) => {
    const first_name = faker.person.firstName();
    const last_name = faker.person.lastName();
    return {
      role,
      status: STATUS.SIMPLE_USER,
      email: `${slugify(`${first_name}.${last_name}`).replace(/-/g, '.')}.${role === ROLE.EXPERT ? 'e' : 'j'}${i}@example.org`,
      password: closedHash,
      first_name,
      last_name,
      title:
        role === ROLE.EXPERT
          ? 'Account manager'
          : pick(['Reporter', 'Editor', 'Producer', 'Correspondent', 'Podcast host', 'Columnist']),
      company_name:
        role === ROLE.EXPERT
          ? faker.company.name()
          : `${faker.location.city()} ${pick(['Times', 'Post', 'Herald', 'Business Review', 'Radio', 'Today', 'Insider'])}`,
      work_phone: faker.string.numeric(8),
      linkedin: `https://www.linkedin.com/in/${slugify(`${first_name}-${last_name}`)}-${i}`,
      publication: null as string | null,
      medium_id: role === ROLE.JOURNALIST ? pick(ref.mediums).id : null,
      area_id: role === ROLE.JOURNALIST ? pick(ref.areas).id : null,
      approved_at: daysFromNow(-faker.number.int({ min: 10, max: 900 })),
    };
  };
  const demoRows = DEMO_ACCOUNTS.map((a: DemoAccount) => ({
    ...demoUserRow(a, demoHash),
    date_deleting: a.deleting ? daysFromNow(14) : null,
    approved_at: a.status === 0 ? null : daysFromNow(-30),
    locked_at: a.status === 10 ? daysFromNow(-2) : null,
    medium_id: a.role === ROLE.JOURNALIST ? ref.mediums[0].id : null,
    area_id: a.role === ROLE.JOURNALIST ? ref.areas[0].id : null,
  }));
  const demoIds = await insertMany(db, s.users, demoRows);
  const demo = Object.fromEntries(DEMO_ACCOUNTS.map((a, i) => [a.key, demoIds[i]])) as DemoIds;

  const expertIds = await insertMany(
    db,
    s.users,
    Array.from({ length: expertCountFor(scale, options.guests) }, (_, i) => person(ROLE.EXPERT, i + 1)),
  );
  const journalistIds = await insertMany(
    db,
    s.users,
    Array.from({ length: 1800 * scale }, (_, i) => person(ROLE.JOURNALIST, i + 1)),
  );
  return { demo, demoIds, expertIds, journalistIds, demoHash };
}
