import * as s from '../../schema';
import type { SeedContext } from '../context';
import { insertMany } from '../insertMany';
import type { Accounts } from './accounts';

/** Team members for the demo expert and three in ten expert accounts. */
export async function seedTeamMembers(ctx: SeedContext, accounts: Pick<Accounts, 'demo' | 'expertIds'>) {
  const { faker, pick } = ctx;
  const teamRows = [accounts.demo.expert, ...accounts.expertIds.filter(() => faker.datatype.boolean(0.3))].flatMap(
    (expert_id) =>
      Array.from({ length: faker.number.int({ min: 1, max: 3 }) }, () => {
        const first_name = faker.person.firstName();
        const last_name = faker.person.lastName();
        return {
          expert_id,
          first_name,
          last_name,
          email: faker.internet
            .email({ firstName: first_name, lastName: last_name, provider: 'example.org' })
            .toLowerCase(),
          title: pick(['Media officer', 'Communications lead', 'Assistant', 'PR manager']),
        };
      }),
  );
  await insertMany(ctx.db, s.teamMembers, teamRows);
  return teamRows.length;
}
