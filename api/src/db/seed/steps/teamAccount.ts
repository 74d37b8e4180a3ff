import type { Database } from '../../database';
import * as s from '../../schema';
import { slugify } from '../../../lib/slug';
import { avatarDataUri } from '../avatars';
import { DEMO_TEAM_ACCOUNTS, demoUserRow } from '../demoAccounts';
import { insertMany } from '../insertMany';
import { DEMO_VIDEOS } from '../pictures';
import { guestHeadline } from '../text';

/**
 * The second demo expert (`expert2@example.com`) with three complete guests and a paid plan, and
 * `team@example.com`, an accepted member of its team who manages the same guests (issue 14). No
 * faker draws: the same rows every time, whatever the volume.
 */
export async function seedTeamAccount(
  db: Database,
  options: {
    password: string;
    planId: number;
    now: (days: number) => string;
    lists: {
      countries: { id: number }[];
      expertises: { id: number; name: string }[];
      regions: { id: number; name: string }[];
      languages: { id: number; code: string }[];
    };
    pictures: { avatars: string[]; gallery: string[] } | null;
  },
) {
  const { now, lists, pictures } = options;
  const [expertId, memberId] = await insertMany(
    db,
    s.users,
    DEMO_TEAM_ACCOUNTS.map((a) => ({
      ...demoUserRow(a, options.password),
      approved_at: now(-20),
    })),
  );
  const member = DEMO_TEAM_ACCOUNTS[1];
  await insertMany(db, s.teamMembers, [
    {
      expert_id: expertId,
      member_user_id: memberId,
      first_name: member.first_name,
      last_name: member.last_name,
      email: member.email,
      title: member.title,
      invited_at: now(-10),
      accepted_at: now(-9),
    },
  ]);
  const people = [
    ['Farah', 'Aziz', 'Female', 'Director of Energy Policy'],
    ['Tomas', 'Lindqvist', 'Male', 'Senior Fellow, Climate Finance'],
    ['Mei Ling', 'Goh', 'Female', 'Head of Urban Mobility Research'],
  ] as const;
  const english = lists.languages.find((l) => l.code === 'en') ?? lists.languages[0];
  const rows = people.map(([first_name, last_name, gender, title], k) => {
    const topic = lists.expertises[(k * 7) % lists.expertises.length];
    const region = lists.regions[k % lists.regions.length];
    return {
      user_id: expertId,
      first_name,
      last_name,
      gender,
      title,
      company_name: DEMO_TEAM_ACCOUNTS[0].company_name,
      linkedin: `https://www.linkedin.com/in/${slugify(`${first_name}-${last_name}`)}-lpi`,
      description: `${first_name} ${last_name} leads the institute's work on ${topic.name.toLowerCase()}, briefs ministers and boards across ${region.name}, and explains new rules and their costs in plain words for newsrooms on short deadlines.`,
      rating: 4.5,
      avatar: pictures ? pictures.avatars[k] : avatarDataUri(first_name, last_name, k),
      headline: guestHeadline(topic.name, region.name, k),
      last_confirmed_at: now(-(k + 1) * 3),
      _topic: topic.id,
      _region: region.id,
    };
  });
  const ids = await insertMany(
    db,
    s.guests,
    rows.map(({ _topic, _region, ...row }) => row),
  );
  await insertMany(
    db,
    s.guestExpertises,
    ids.map((guest_id, k) => ({ guest_id, expertise_id: rows[k]._topic })),
  );
  await insertMany(
    db,
    s.guestCountries,
    ids.map((guest_id, k) => ({ guest_id, country_id: lists.countries[k % lists.countries.length].id })),
  );
  await insertMany(
    db,
    s.guestRegions,
    ids.map((guest_id, k) => ({ guest_id, region_id: rows[k]._region })),
  );
  await insertMany(
    db,
    s.guestLanguages,
    ids.map((guest_id) => ({ guest_id, language_id: english.id })),
  );
  await insertMany(
    db,
    s.guestVideos,
    ids.map((guest_id, k) => ({ guest_id, url: DEMO_VIDEOS[k % DEMO_VIDEOS.length] })),
  );
  if (pictures)
    await insertMany(
      db,
      s.guestImages,
      ids.map((guest_id, k) => ({ guest_id, image: pictures.gallery[k % pictures.gallery.length] })),
    );
  await insertMany(db, s.subscriptions, [
    {
      user_id: expertId,
      plan_id: options.planId,
      status: 'active' as const,
      // A legacy PayPal subscription (GET /paypal/subscription/show and cancel answer for it).
      provider: 'paypal' as const,
      provider_ref: 'I-DEMOLEGACY2',
      current_period_end: now(200),
    },
  ]);
  return { users: 2, guests: ids.length };
}
