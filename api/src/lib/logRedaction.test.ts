import assert from 'node:assert/strict';
import { PassThrough } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { buildTestApp, type TestApp } from '../../test/helper';
import { redactedUrl } from './logRedaction';

describe('secrets in request URLs stay out of the log', () => {
  it('hides feed, invitation and provider tokens in paths and the query string', () => {
    assert.equal(redactedUrl('/api/v1/calendar/feed/1.pcA4PSabc075c.ics'), '/api/v1/calendar/feed/[redacted]');
    assert.equal(redactedUrl('/api/v1/team-invitations/XV32znYI/accept'), '/api/v1/team-invitations/[redacted]/accept');
    assert.equal(
      redactedUrl('/api/v1/journalist/social-auth/linkedin/AQT-code/1'),
      '/api/v1/journalist/social-auth/linkedin/[redacted]/1',
    );
    assert.equal(redactedUrl('/x?page=2&token=abc&state=s1'), '/x?page=2&token=[redacted]&state=[redacted]');
    assert.equal(redactedUrl('/api/v1/interview/upcoming?page=1'), '/api/v1/interview/upcoming?page=1');
  });

  describe('in a running API', () => {
    let t: TestApp;
    let logged = '';
    before(async () => {
      const logStream = new PassThrough();
      logStream.on('data', (chunk: Buffer) => (logged += chunk.toString()));
      t = await buildTestApp({ settings: { LOG_LEVEL: 'info' }, logStream });
    });
    after(() => t.app.close());

    it('logs the request without the invitation token or the feed address', async () => {
      await t.app.inject({ method: 'GET', url: '/api/v1/team-invitations/SecretInvite123456789' });
      await t.app.inject({ method: 'GET', url: '/api/v1/calendar/feed/7.SecretFeedToken987.ics' });
      assert.match(logged, /team-invitations\/\[redacted\]/);
      assert.doesNotMatch(logged, /SecretInvite123456789/);
      assert.doesNotMatch(logged, /SecretFeedToken987/);
    });
  });
});
