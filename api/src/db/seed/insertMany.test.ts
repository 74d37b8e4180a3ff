import { after, before, describe, it } from 'node:test';
import { asc, inArray } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { openTestDatabase } from '../../../test/databases';
import { faqEntries, subscriptionPlans } from '../schema';
import { insertMany } from './insertMany';

describe('insertMany', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  before(async () => (handle = await openTestDatabase('reference')));
  after(() => handle.close());

  it('stores awkward text and JSON as given and answers the new ids in order, across batches', async () => {
    // Every character an array literal treats specially, and the word NULL, which must stay text.
    const awkward = ['say "hi", {now}', 'back\\slash \\"', 'NULL', '  spaced  ', 'naïve – 東京'];
    const rows = awkward.map((name, i) => ({
      slug: `awkward-${i}`,
      name,
      package: 'doctor' as const,
      tier: 'visibility' as const,
      price_cents: 100 * i,
      features: [name, 'plain'],
    }));
    const ids = await insertMany(handle.db, subscriptionPlans, rows, 2); // three batches
    expect(ids).toHaveLength(5);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const stored = await handle.db
      .select({ id: subscriptionPlans.id, name: subscriptionPlans.name, features: subscriptionPlans.features })
      .from(subscriptionPlans)
      .where(inArray(subscriptionPlans.id, ids))
      .orderBy(asc(subscriptionPlans.id));
    expect(stored).toEqual(ids.map((id, i) => ({ id, name: awkward[i], features: [awkward[i], 'plain'] })));
  });

  it('keeps booleans, and leaves columns no row sets to their defaults', async () => {
    const ids = await insertMany(handle.db, faqEntries, [
      { question: 'Q1', answer: 'A1', published: false },
      { question: 'Q2', answer: 'A2', published: true },
    ]);
    const stored = await handle.db
      .select({ published: faqEntries.published, audience: faqEntries.audience, sort: faqEntries.sort_order })
      .from(faqEntries)
      .orderBy(asc(faqEntries.id));
    expect(stored.slice(-2)).toEqual([
      { published: false, audience: 'all', sort: 0 },
      { published: true, audience: 'all', sort: 0 },
    ]);
    expect(ids).toHaveLength(2);
  });

  it('does nothing for no rows', async () => {
    expect(await insertMany(handle.db, faqEntries, [])).toEqual([]);
  });
});
