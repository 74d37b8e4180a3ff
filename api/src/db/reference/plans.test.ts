import { after, before, describe, it } from 'node:test';
import { asc, eq } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { openTestDatabase } from '../../../test/databases';
import { bringUpToDate } from '../connect';
import { subscriptionPlans } from '../schema';
import { PLANS } from './plans';

describe('the plans (reference data)', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  before(async () => (handle = await openTestDatabase('reference')));
  after(() => handle.close());

  const stored = () =>
    handle.db
      .select({
        id: subscriptionPlans.id,
        slug: subscriptionPlans.slug,
        package: subscriptionPlans.package,
        features: subscriptionPlans.features,
      })
      .from(subscriptionPlans)
      .orderBy(asc(subscriptionPlans.id));

  it('has Visibility, Proficiency and Advocacy for any expert, and the Doctor and Author packages', async () => {
    const plans = await stored();
    expect(plans.map((p) => p.slug)).toEqual(PLANS.map((p) => p.slug));
    expect(plans.filter((p) => p.package === 'general').map((p) => p.slug)).toEqual([
      'visibility',
      'proficiency',
      'advocacy',
    ]);
  });

  it('an installation from before the plans for any expert gets them, its own plans left as they are', async () => {
    // As such a database was: only the package plans, written by an earlier version.
    await handle.db.delete(subscriptionPlans).where(eq(subscriptionPlans.package, 'general'));
    await handle.db
      .update(subscriptionPlans)
      .set({ features: ['Author or doctor profile page'] })
      .where(eq(subscriptionPlans.slug, 'doctor-visibility'));
    const before = await stored();
    expect(before.map((p) => p.package)).not.toContain('general');

    await bringUpToDate(handle);
    await bringUpToDate(handle); // again: nothing changes
    const after = await stored();
    expect(after).toHaveLength(PLANS.length);
    // The plans subscriptions point at keep their ids and their text.
    expect(after.filter((p) => p.package !== 'general')).toEqual(before);
    expect(after.find((p) => p.slug === 'doctor-visibility')!.features).toEqual(['Author or doctor profile page']);
    expect(after.filter((p) => p.package === 'general').map((p) => p.slug)).toEqual([
      'visibility',
      'proficiency',
      'advocacy',
    ]);
  });
});
