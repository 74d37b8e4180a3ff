import { after, before, describe, it } from 'node:test';
import { expect } from '../../test/expect';
import { buildTestApp, type TestApp } from '../../test/helper';
import { connect, socketUrl } from '../realtime/testing';

/** The text the metrics port serves. */
async function scrape(t: TestApp, path = '/metrics') {
  const { address, port } = t.app.metrics!.address()!;
  return fetch(`http://${address}:${port}${path}`);
}

/** One sample's value in Prometheus' text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('metrics, off by default', () => {
  let t: TestApp;
  before(async () => (t = await buildTestApp()));
  after(() => t.app.close());

  it('counts nothing and serves nothing, on no port', async () => {
    expect(t.settings.METRICS_PORT).toBeUndefined();
    expect(t.app.metrics).toBeUndefined();
    for (const url of ['/metrics', '/api/v1/metrics'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('metrics with METRICS_PORT', () => {
  let t: TestApp;
  before(async () => (t = await buildTestApp({ settings: { METRICS_PORT: '0' } })));
  after(() => t.app.close());

  it('serves only GET /metrics, on 127.0.0.1, never on the API’s port', async () => {
    expect(t.settings.METRICS_HOST).toBe('127.0.0.1');
    expect(t.app.metrics!.address()).toMatchObject({ address: '127.0.0.1', port: expect.any(Number) });
    const res = await scrape(t);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect((await scrape(t, '/')).status).toBe(404);
    expect((await scrape(t, '/api/v1/mediums')).status).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('counts requests by route pattern and status, never by raw URL', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: '/api/v1/mediums' });
    await t.app.inject({ method: 'GET', url: '/api/v1/story-ideas/987654' });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing/12345' });
    const text = await (await scrape(t)).text();
    expect(
      sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/v1/mediums",status_code="200"}'),
    ).toBe(3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/v1/mediums",status_code="200"}',
      ),
    ).toBe(3);
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain('no-such-thing');
    expect(text).toContain('route="/api/v1/story-ideas/:id",status_code="404"');
    expect(text).not.toContain('987654');
    // Node's own figures come too.
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts job runs and failures', async () => {
    t.app.jobs.add({ name: 'metrics-test-ok', everyMs: 60_000, run: async () => undefined });
    t.app.jobs.add({
      name: 'metrics-test-fails',
      everyMs: 60_000,
      run: async () => {
        throw new Error('on purpose');
      },
    });
    await t.app.jobs.runDue();
    const text = await (await scrape(t)).text();
    expect(sample(text, 'jobs_runs_total{job="metrics-test-ok"}')).toBe(1);
    expect(sample(text, 'jobs_failures_total{job="metrics-test-ok"}')).toBeUndefined();
    expect(sample(text, 'jobs_runs_total{job="metrics-test-fails"}')).toBe(1);
    expect(sample(text, 'jobs_failures_total{job="metrics-test-fails"}')).toBe(1);
    expect(sample(text, 'job_duration_seconds_count{job="metrics-test-ok"}')).toBe(1);
  });

  it('counts the realtime sockets open, and the database pool on PostgreSQL', async () => {
    expect(sample(await (await scrape(t)).text(), 'realtime_connections')).toBe(0);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const client = await connect(socketUrl(port, t.settings.PUSHER_APP_KEY));
    const text = await (await scrape(t)).text();
    expect(sample(text, 'realtime_connections')).toBe(1);
    client.ws.close();
    if (t.database.engine === 'postgres') {
      expect(sample(text, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
      expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
      // The test database's own pool (the harness sizes it), not DB_POOL_SIZE.
      expect(sample(text, 'db_pool_max')).toBeGreaterThan(0);
    } else expect(text).not.toContain('db_pool_');
  });
});
