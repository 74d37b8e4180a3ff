import ICAL from 'ical.js';
import { after, before, describe, it } from 'node:test';
import { expect } from '../../../test/expect';
import { buildTestApp, type TestApp } from '../../../test/helper';
import { interviewEntry, invitationIcs } from '../../lib/calendar';

let t: TestApp;
before(async () => {
  t = await buildTestApp();
});
after(() => t.app.close());

const content = invitationIcs(
  interviewEntry({
    id: 7,
    status: 1,
    sequence: 1,
    date_interview: '2026-09-01T10:00:00Z',
    time_zone: 'Europe/London',
    guest: { first_name: 'Ada', last_name: 'Lovelace' },
    journalist: { first_name: 'Jo', last_name: 'Writer', email: 'journalist@example.com' },
    expert: { first_name: 'Ed', last_name: 'Agent', email: 'expert@example.com' },
  }),
  'REQUEST',
);

async function lastMailId() {
  const page = await t.app.inject({ method: 'GET', url: '/mailbox' });
  return Number(/href="\/mailbox\/(\d+)"/.exec(page.body)![1]);
}

describe('the local mailbox shows calendar invitations', () => {
  it('keeps the invitation with the mail, shows its METHOD and serves invite.ics', async () => {
    await t.app.mailer.send({
      to: 'expert@example.com',
      subject: 'Interview confirmed',
      html: '<p>Confirmed</p>',
      text: 'Confirmed',
      calendar: { method: 'REQUEST', content },
    });
    const id = await lastMailId();
    const list = await t.app.inject({ method: 'GET', url: '/mailbox' });
    expect(list.body).toContain(`<a href="/mailbox/${id}/invite.ics">REQUEST</a>`);
    const one = await t.app.inject({ method: 'GET', url: `/mailbox/${id}` });
    expect(one.body).toContain('METHOD:REQUEST');
    expect(one.body).toContain(`href="/mailbox/${id}/invite.ics"`);

    const ics = await t.app.inject({ method: 'GET', url: `/mailbox/${id}/invite.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; method=REQUEST; charset=utf-8');
    expect(ics.headers['content-disposition']).toBe('attachment; filename="invite.ics"');
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid')).toBe('interview-7@presspoint');
  });

  it('has no invite.ics for a mail without one, nor for a missing mail', async () => {
    await t.app.mailer.send({ to: 'a@example.com', subject: 'Plain', html: '<p>x</p>', text: 'x' });
    const id = await lastMailId();
    expect((await t.app.inject({ method: 'GET', url: '/mailbox' })).body).not.toContain(`/mailbox/${id}/invite.ics`);
    expect((await t.app.inject({ method: 'GET', url: `/mailbox/${id}/invite.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/mailbox/999999/invite.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/mailbox/nope/invite.ics' })).statusCode).toBe(404);
  });

  it('serves invitations to this machine only, like the mails', async () => {
    const id = (await t.app.inject({ method: 'GET', url: '/mailbox' })).body.match(/\/mailbox\/(\d+)\/invite\.ics/)![1];
    const remote = await t.app.inject({
      method: 'GET',
      url: `/mailbox/${id}/invite.ics`,
      remoteAddress: '203.0.113.9',
    });
    expect(remote.statusCode).toBe(404);
    const rebound = await t.app.inject({
      method: 'GET',
      url: `/mailbox/${id}/invite.ics`,
      headers: { host: 'evil.example:3000' },
    });
    expect(rebound.statusCode).toBe(404);
  });
});
