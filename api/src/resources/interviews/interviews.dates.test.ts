import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { INVALID_DATE } from 'mf-shared/validation';
import { expect } from '../../../test/expect';
import { type TestApp } from '../../../test/helper';
import { interviews } from '../../db/schema';
import { makeInterview, type People, demoAppWithPeople } from './interviews.testkit';

// Review L6: `2027-99-99` was stored as 2035-06-07 (and mailed), `2027-02-31 10:00` as 3 March.

let t: TestApp;
let p: People;
before(async () => ({ t, p } = await demoAppWithPeople()));
after(() => t.app.close());

const reschedule = (id: number, date_interview: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/interview/update/${id}`,
    headers: p.owner.headers,
    payload: { date_interview },
  });

describe('impossible calendar dates (review L6)', () => {
  for (const date of [
    '2027-99-99',
    '2027-02-31 10:00',
    '2027-02-31 10:00:00',
    '2030-04-31T09:00:00Z',
    '2030-05-01T25:00:00Z',
  ]) {
    it(`refuses a reschedule to ${date} with a field error, and keeps the date`, async () => {
      const id = await makeInterview(t, p);
      const [before] = await t.database.db.select().from(interviews).where(eq(interviews.id, id));
      const res = await reschedule(id, date);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ date_interview: [INVALID_DATE] });
      const [row] = await t.database.db.select().from(interviews).where(eq(interviews.id, id));
      expect(row!.date_interview).toEqual(before!.date_interview);
    });
  }

  it('still takes a real date, with or without a time zone', async () => {
    const id = await makeInterview(t, p);
    expect((await reschedule(id, '2030-02-28 10:00')).statusCode).toBe(200);
    expect((await reschedule(id, '2032-02-29T10:00:00.000Z')).statusCode).toBe(200);
  });
});
