import * as s from '../../schema';
import type { SeedContext } from '../context';
import { insertMany } from '../insertMany';
import type { Accounts } from './accounts';
import type { SeededGuests } from './guests';
import { seedDemoInterviewLives } from './interviewLives';
import type { ReferenceData } from './referenceData';

/**
 * Interviews in every status; the first twenty are the demo pair's (one planned in two days), given
 * their histories afterwards. Returns how many.
 */
export async function seedInterviews(
  ctx: SeedContext,
  ref: Pick<ReferenceData, 'expertises'>,
  accounts: Pick<Accounts, 'demo' | 'journalistIds'>,
  guests: SeededGuests,
  templateFor: Map<number, number>,
): Promise<number> {
  const { db, faker, pick, daysFromNow, scale, now } = ctx;
  const { demo, journalistIds } = accounts;
  const statusFor = () =>
    faker.helpers.weightedArrayElement([
      { weight: 3, value: 0 },
      { weight: 3, value: 1 },
      { weight: 1, value: 2 },
      { weight: 1, value: 3 },
      { weight: 3, value: 4 },
    ]);
  const interviewRows = Array.from({ length: 3000 * scale + 20 }, (_, i) => {
    const demoPair = i < 20;
    const journalist_id = demoPair ? demo.journalist : pick(journalistIds);
    const guest_id = demoPair ? pick(guests.guestsByOwner.get(demo.expert)!) : pick(guests.guestIds);
    const status = demoPair ? [0, 1, 1, 2, 3, 4][i % 6] : statusFor();
    const future = status === 0 || status === 1;
    const date =
      i === 1
        ? daysFromNow(2)
        : daysFromNow(future ? faker.number.int({ min: 1, max: 60 }) : -faker.number.int({ min: 1, max: 400 }));
    return {
      journalist_id,
      guest_id,
      expert_id: guests.ownerOf.get(guest_id)!,
      email_template_id: templateFor.get(journalist_id) ?? null,
      invitation_subject: 'Interview request',
      date_interview: date,
      comment: faker.datatype.boolean(0.5)
        ? `Story on ${pick(ref.expertises).name.toLowerCase()}, about 15 minutes.`
        : null,
      status,
      note: status === 4 && faker.datatype.boolean(0.4) ? 'Great answers, quoted in the piece.' : null,
    };
  });
  const interviewIds = await insertMany(db, s.interviews, interviewRows);
  await seedDemoInterviewLives(db, {
    ids: interviewIds.slice(0, 20),
    journalist: demo.journalist,
    expert: demo.expert,
    now,
  });
  return interviewRows.length;
}
