import { after, before, describe, it } from 'node:test';
import { NAME_HIDDEN_CHARACTERS } from 'mf-shared/validation';
import { expect } from '../../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../../test/helper';

// Review I6: names took right-to-left overrides (U+202E) and zero-width characters, spoofing what
// lists and mails show ("Ann\u202Egnp.exe" reads "Annexe.png").

let t: TestApp;
let expert: Record<string, string>;
let journalist: Record<string, string>;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  [expert, journalist] = await Promise.all([
    signIn(t.app, 'expert2@example.com'),
    signIn(t.app, 'journalist@example.com'),
  ]);
});
after(() => t.app.close());

const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });

const spoofed = 'Ann\u202Egnp.exe';

describe('names refuse bidi overrides and zero-width characters (review I6)', () => {
  it('refuses a profile name with U+202E on that field', async () => {
    const res = await post('/profile/update', journalist, { first_name: spoofed, last_name: 'Lee', title: 'Reporter' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.first_name).toEqual([NAME_HIDDEN_CHARACTERS]);
  });

  it('refuses a team invitee whose last name hides a zero-width space', async () => {
    const res = await post('/team-members/invite', expert, {
      first_name: 'Zed',
      last_name: 'Le\u200Be',
      email: 'zed.invitee@example.com',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ last_name: [NAME_HIDDEN_CHARACTERS] });
  });

  it('reports an imported contact row whose company name holds an isolate, by row and field', async () => {
    const row = {
      first_name: 'Ines',
      last_name: 'Moreau',
      gender: 'Female',
      title: 'Chief Economist',
      company_name: 'Banque\u2066 du Nord',
      linkedin: 'https://www.linkedin.com/in/ines-moreau',
      country: [1],
      expertise: [1],
      available: [1],
      description:
        'Follows the European Central Bank and bond markets, and explains what rate decisions mean for households and firms.',
      rating: 4.5,
    };
    const res = await post('/contacts/import', journalist, { rows: [row] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.errors).toEqual([{ row: 1, field: 'company_name', message: NAME_HIDDEN_CHARACTERS }]);
  });

  it('refuses an event organiser with U+202E', async () => {
    const form = new FormData();
    form.append('heading', 'Rates briefing');
    form.append('organised_by', `PressPoint ${spoofed}`);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/events', headers: expert, payload: form as never });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.organised_by).toEqual([NAME_HIDDEN_CHARACTERS]);
  });
});
