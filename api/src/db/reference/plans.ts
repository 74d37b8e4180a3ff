import { subscriptionPlans } from '../schema';
import type { Database } from '../database';

/** A plan's package: `general` fits any expert; the Doctor and Author packages add their own extras. */
export type PlanPackage = (typeof subscriptionPlans.$inferInsert)['package'];
type PlanTier = (typeof subscriptionPlans.$inferInsert)['tier'];

const PACKAGES = [
  { package: 'general' as const, label: '', profile: 'Expert profile page with your news' },
  { package: 'doctor' as const, label: 'Doctor', profile: 'Doctor profile page with your news' },
  { package: 'author' as const, label: 'Author', profile: 'Author profile page with your news' },
];

/** Lines only a package's Advocacy plan has (spec section 9). */
const ADVOCACY_EXTRAS: Record<PlanPackage, string[]> = {
  general: [],
  doctor: ['Show reel four times a year'],
  author: ['Recordings of speaking engagements four times a year', 'S$500 credit for a book launch event'],
};

interface Tier {
  tier: PlanTier;
  name: string;
  price_cents: number;
  /** Given the package's profile-page line. */
  features: (profile: string) => string[];
}

const TIERS: Tier[] = [
  {
    tier: 'visibility',
    name: 'Visibility',
    price_cents: 24_000,
    features: (profile: string) => [
      'Listing in the expert directory',
      'Interview requests and questions',
      profile,
      'Audition video up to 60 seconds',
    ],
  },
  {
    tier: 'proficiency',
    name: 'Proficiency',
    price_cents: 456_000,
    features: () => ['Everything in Visibility', 'One background-briefing video'],
  },
  {
    tier: 'advocacy',
    name: 'Advocacy',
    price_cents: 1_440_000,
    features: () => [
      'Everything in Proficiency',
      'Four background-briefing videos',
      'S$500 credit for a publisher network promotion',
    ],
  },
];

/**
 * The plans of spec section 9: Visibility, Proficiency and Advocacy for any expert (slugs
 * `visibility`, `proficiency`, `advocacy`), then the Doctor and Author packages' own
 * (`doctor-visibility` …), whose Advocacy adds the package's extras. Prices are annual, before GST.
 */
export const PLANS = PACKAGES.flatMap((p, n) =>
  TIERS.map((t, i) => ({
    slug: p.label ? `${p.package}-${t.tier}` : t.tier,
    name: p.label ? `${p.label} ${t.name}` : t.name,
    package: p.package,
    tier: t.tier,
    price_cents: t.price_cents,
    currency: 'SGD',
    features: t.tier === 'advocacy' ? [...t.features(p.profile), ...ADVOCACY_EXTRAS[p.package]] : t.features(p.profile),
    sort_order: n * 3 + i + 1,
  })),
);

/**
 * Adds the plans a database lacks, by slug: an installation made before a plan existed gets it
 * when brought up to date, and the plans it has (which subscriptions and payments point at) are
 * left as they are.
 */
export async function ensurePlans(db: Database): Promise<void> {
  await db.insert(subscriptionPlans).values(PLANS).onConflictDoNothing({ target: subscriptionPlans.slug });
}
