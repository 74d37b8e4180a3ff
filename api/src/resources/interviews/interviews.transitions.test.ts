import { after, before, describe, it } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from '../../../test/expect';
import { type TestApp } from '../../../test/helper';
import { interviews, interviewStatusChanges } from '../../db/schema';
import { DAY_MS, makeInterview, type People, demoAppWithPeople } from './interviews.testkit';

let t: TestApp;
let p: People;
before(async () => ({ t, p } = await demoAppWithPeople()));
after(() => t.app.close());

const NAMES = ['Pending', 'Approved', 'Rejected', 'Cancelled', 'Done'];

/**
 * Issue 15's matrix written out (not read from the code under test): what each side may set from
 * each status, before and after the interview's date.
 */
const EXPECTED: Record<'journalist' | 'expert', Record<number, { future: number[]; past: number[] }>> = {
  journalist: {
    0: { future: [3], past: [3] },
    1: { future: [3], past: [3, 4] },
    2: { future: [], past: [] },
    3: { future: [], past: [] },
    4: { future: [], past: [] },
  },
  expert: {
    0: { future: [1, 2], past: [1, 2] },
    1: { future: [3], past: [3, 4] },
    2: { future: [], past: [] },
    3: { future: [], past: [] },
    4: { future: [], past: [] },
  },
};

const ACTION_OF: Record<number, string> = { 1: 'approve', 2: 'reject', 3: 'cancel', 4: 'done' };

type Actor = 'journalist' | 'owner' | 'team';
const sideOf = (actor: Actor) => (actor === 'journalist' ? 'journalist' : 'expert');

const setStatus = (id: number, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/interview/set-status/${id}`, headers, payload });

describe('the whole transition matrix: every status × date × side × target', () => {
  const cases = [0, 1, 2, 3, 4].flatMap((from) =>
    (['future', 'past'] as const).flatMap((when) =>
      (['journalist', 'owner', 'team'] as const).flatMap((actor) =>
        [0, 1, 2, 3, 4].map((to) => ({ from, when, actor, to })),
      ),
    ),
  );

  it(`answers all ${cases.length} cases by the rules, and keeps who did each change`, async () => {
    const outcomes = [];
    for (const c of cases) {
      const date = new Date(Date.now() + (c.when === 'future' ? 3 : -3) * DAY_MS);
      const id = await makeInterview(t, p, { status: c.from, date });
      const actor = p[c.actor];
      const res = await setStatus(id, actor.headers, { status: c.to, time_zone: 'Asia/Singapore' });
      const allowed = EXPECTED[sideOf(c.actor)][c.from]![c.when].includes(c.to);
      const [row] = await t.database.db
        .select({ status: interviews.status })
        .from(interviews)
        .where(eq(interviews.id, id));
      const [change] = await t.database.db
        .select({ status: interviewStatusChanges.status, by: interviewStatusChanges.changed_by })
        .from(interviewStatusChanges)
        .where(and(eq(interviewStatusChanges.interview_id, id), eq(interviewStatusChanges.kind, 'status')))
        .orderBy(desc(interviewStatusChanges.id))
        .limit(1);
      outcomes.push({
        ...c,
        code: res.statusCode,
        status: row!.status,
        history: change ? { status: change.status, by: change.by } : null,
        error: res.statusCode === 422 ? res.json().errors.status[0] : null,
      });
      expect(outcomes.at(-1)).toEqual({
        ...c,
        code: allowed ? 200 : 422,
        status: allowed ? c.to : c.from,
        history: allowed ? { status: c.to, by: actor.id } : null,
        error: allowed ? null : expect.stringMatching(new RegExp(`^This interview is ${NAMES[c.from]}: `)),
      });
      if (allowed) expect(res.json().data).toMatchObject({ id, status: c.to });
    }
    // Counted by hand from EXPECTED: the journalist 5 (1 + 1 from Pending, 1 + 2 from Approved),
    // the owner and the team member 7 each (2 + 2 from Pending, 1 + 2 from Approved).
    expect(outcomes.filter((o) => o.code === 200)).toHaveLength(19);
  });

  it('names what is allowed from the status for that side', async () => {
    const future = new Date(Date.now() + 3 * DAY_MS);
    const cases: [Actor, number, number, string][] = [
      ['owner', 0, 4, 'This interview is Pending: you may set Approved or Rejected.'],
      ['journalist', 0, 1, 'This interview is Pending: you may set Cancelled.'],
      [
        'journalist',
        1,
        4,
        'This interview is Approved: you may set Cancelled. It can be set Done once its date has passed.',
      ],
      ['team', 2, 1, 'This interview is Rejected: its status can no longer be changed.'],
      ['journalist', 4, 3, 'This interview is Done: its status can no longer be changed.'],
    ];
    for (const [actor, from, to, message] of cases) {
      const id = await makeInterview(t, p, { status: from, date: future });
      const res = await setStatus(id, p[actor].headers, { status: to });
      expect({ actor, from, to, code: res.statusCode, body: res.json() }).toEqual({
        actor,
        from,
        to,
        code: 422,
        body: { message: 'The given data was invalid.', errors: { status: [message] } },
      });
    }
  });

  it('answers 404 to anyone else, on either side, whatever the status', async () => {
    for (const from of [0, 1, 2, 3, 4]) {
      const id = await makeInterview(t, p, { status: from, date: new Date(Date.now() - DAY_MS) });
      for (const stranger of [p.otherExpert, p.otherJournalist])
        for (const to of [0, 1, 2, 3, 4]) {
          const res = await setStatus(id, stranger.headers, { status: to });
          expect({ from, to, code: res.statusCode }).toEqual({ from, to, code: 404 });
        }
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/v1/interview/${id}`,
        headers: p.otherExpert.headers,
      });
      expect(detail.statusCode).toBe(404);
    }
  });

  it('offers each viewer exactly the actions the matrix allows it now', async () => {
    for (const from of [0, 1, 2, 3, 4])
      for (const when of ['future', 'past'] as const) {
        const id = await makeInterview(t, p, {
          status: from,
          date: new Date(Date.now() + (when === 'future' ? 3 : -3) * DAY_MS),
        });
        for (const actor of ['journalist', 'owner', 'team'] as const) {
          const side = sideOf(actor);
          const res = await t.app.inject({ method: 'GET', url: `/api/v1/interview/${id}`, headers: p[actor].headers });
          const expected = [
            ...EXPECTED[side][from]![when].map((to) => ACTION_OF[to]!),
            ...(from <= 1 ? ['reschedule'] : []),
            'note',
            ...(side === 'journalist' && from === 4 ? ['publish_link'] : []),
          ];
          expect({ from, when, actor, actions: res.json().data.actions }).toEqual({
            from,
            when,
            actor,
            actions: expected,
          });
        }
      }
  });
});
