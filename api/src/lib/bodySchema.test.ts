import { after, before, describe, it } from 'node:test';
import { DIRECTORY_MESSAGES, IMPORT_MESSAGES, V, importRowsSchema } from 'mf-shared/validation';
import { expect } from '../../test/expect';
import { buildTestApp, signIn, type TestApp } from '../../test/helper';
import { TOO_MANY_VALUES_MESSAGE } from '../plugins/inputGuard';
import { structuralSchemaOf } from './bodySchema';

// Review H2: one request with a huge JSON array froze the event loop for everyone (2.79 M empty
// rows to /guests/import: 40.8 s, and /health waited as long). yup walked every element before
// max() refused. Now the route's compiled structural schema refuses the length first.

let t: TestApp;
let expert: Record<string, string>;
let journalist: Record<string, string>;
before(async () => {
  t = await buildTestApp({ fixture: 'demo' });
  [expert, journalist] = await Promise.all([
    signIn(t.app, 'expert@example.com'),
    signIn(t.app, 'journalist@example.com'),
  ]);
});
after(() => t.app.close());

/** Sends a raw JSON body (built once, as an attacker's file would be). */
const send = (url: string, headers: Record<string, string>, payload: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload,
  });

/** The request's answer and how long it took, with /health asked while it runs. */
async function timed(request: Promise<{ statusCode: number; json: () => { message: string; errors?: object } }>) {
  const started = performance.now();
  const health = t.app.inject({ method: 'GET', url: '/api/v1/health' }).then(() => performance.now() - started);
  const res = await request;
  return { res, ms: performance.now() - started, healthMs: await health };
}

const list = (n: number, item: string) => `[${new Array(n).fill(item).join(',')}]`;

describe('huge arrays are refused before any work (review H2)', () => {
  it('refuses 500,000 empty rows to /guests/import in well under a second, /health answering meanwhile', async () => {
    const { res, ms, healthMs } = await timed(send('/guests/import', expert, `{"rows":${list(500_000, '{}')}}`));
    console.log(
      `/guests/import 500,000 rows: ${res.statusCode} in ${Math.round(ms)} ms; /health ${Math.round(healthMs)} ms`,
    );
    // Refused before parsing: that many objects would cost the parser itself most of a second.
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_MANY_VALUES_MESSAGE });
    expect(ms).toBeLessThan(1000);
    expect(healthMs).toBeLessThan(1000);
  });

  it('refuses 50,000 rows by their count, with the import’s own message, without yup walking them', async () => {
    const { res, ms } = await timed(send('/guests/import', expert, `{"rows":${list(50_000, '{"first_name":"x"}')}}`));
    console.log(`/guests/import 50,000 rows: ${res.statusCode} in ${Math.round(ms)} ms`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { rows: [IMPORT_MESSAGES.TOO_MANY_ROWS] },
    });
    expect(ms).toBeLessThan(1000);
  });

  it('refuses the review’s 2.79 M rows (8.4 MB) by size, before parsing them', async () => {
    const { res, ms, healthMs } = await timed(send('/guests/import', expert, `{"rows":${list(2_790_000, '{}')}}`));
    console.log(
      `/guests/import 2.79 M rows: ${res.statusCode} in ${Math.round(ms)} ms; /health ${Math.round(healthMs)} ms`,
    );
    expect(res.statusCode).toBe(413);
    expect(ms).toBeLessThan(1000);
    expect(healthMs).toBeLessThan(1000);
  });

  it('refuses 1 M rows to /contacts/import fast', async () => {
    const { res, ms } = await timed(send('/contacts/import', journalist, `{"rows":${list(1_000_000, '{}')}}`));
    expect(res.statusCode).toBe(413);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a 520,000-element expertise list on /search-guest fast, /health answering meanwhile', async () => {
    const { res, ms, healthMs } = await timed(send('/search-guest', journalist, `{"expertise":${list(520_000, '1')}}`));
    console.log(
      `/search-guest 520,000 ids: ${res.statusCode} in ${Math.round(ms)} ms; /health ${Math.round(healthMs)} ms`,
    );
    // 1 MB, where the route's body limit (twice the largest search its rules allow) is 31 KiB.
    expect(res.statusCode).toBe(413);
    expect(ms).toBeLessThan(1000);
    expect(healthMs).toBeLessThan(1000);
  });

  it('refuses a 520,000-element expertise list in a saved search fast', async () => {
    const body = `{"name":"Rates","query":{"expertise":${list(520_000, '1')}}}`;
    const { res, ms } = await timed(send('/saved-searches', journalist, body));
    expect(res.statusCode).toBe(413);
    expect(ms).toBeLessThan(1000);
  });

  it('refuses a list over its limit within the body limit with the rule’s own message, before yup', async () => {
    const search = await send('/search-guest', journalist, `{"expertise":${list(5_000, '1')}}`);
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toEqual({ expertise: [DIRECTORY_MESSAGES.IDS] });
    const saved = await send('/saved-searches', journalist, `{"name":"Rates","query":{"country":${list(5_000, '1')}}}`);
    expect(saved.statusCode).toBe(422);
    expect(saved.json().errors).toEqual({ 'query.country': [DIRECTORY_MESSAGES.IDS] });
  });

  it('refuses a row whose list is huge, by row and field, instead of letting yup walk it', async () => {
    const row = `{"first_name":"Ines","country":${list(300_000, '1')}}`;
    const { res, ms } = await timed(send('/guests/import', expert, `{"rows":[${row}]}`));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'rows.0.country': [V.CHOOSE_ONE] });
    expect(ms).toBeLessThan(1000);
  });

  it('refuses an unknown field holding more values than any form has, without walking it all', async () => {
    const { res, ms } = await timed(send('/guests/import', expert, `{"rows":[{}],"junk":${list(600_000, '1')}}`));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: TOO_MANY_VALUES_MESSAGE });
    expect(ms).toBeLessThan(1000);
  });

  it('still refuses text over a limit with yup’s message, and takes valid bodies as before', async () => {
    const long = await send('/search-guest', journalist, JSON.stringify({ search: 'x'.repeat(600) }));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ search: [V.MAX_255] });
    // Surrounding spaces yup trims away do not count against the limit.
    const padded = await send('/search-guest', journalist, JSON.stringify({ search: `${' '.repeat(300)}rates ` }));
    expect(padded.statusCode).toBe(200);
    // Numbers sent as text (forms do) still reach yup, which casts them.
    const texts = await send('/search-guest', journalist, JSON.stringify({ expertise: ['1', '2'], page: '1' }));
    expect(texts.statusCode).toBe(200);
  });
});

describe('body limits follow the rules', () => {
  it('refuses a sign-in-sized form of 100 KB by size, where 1 MiB was taken before', async () => {
    const res = await send(
      '/auth/forgot-password',
      {},
      JSON.stringify({ email: 'a@example.com', junk: 'x'.repeat(100_000) }),
    );
    expect(res.statusCode).toBe(413);
  });

  it('lets the largest search the rules allow through, and refuses one much larger', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => 2_000_000_000 + i);
    const largest = { search: 'é'.repeat(255), expertise: ids, country: ids, available: ids, language: ids };
    expect((await send('/search-guest', journalist, JSON.stringify(largest))).statusCode).toBe(200);
    const padded = JSON.stringify({ ...largest, junk: 'x'.repeat(60_000) });
    expect((await send('/search-guest', journalist, padded)).statusCode).toBe(413);
  });
});

describe('the structural schema', () => {
  it('takes its limits and messages from the yup rules, and looks at items only within the limit', () => {
    const rows = (structuralSchemaOf(importRowsSchema).properties as Record<string, Record<string, unknown>>).rows;
    expect(rows.if).toEqual({ maxItems: 5000 });
    expect(rows.else).toEqual({ maxItems: 5000, 'x-messages': { maxItems: IMPORT_MESSAGES.TOO_MANY_ROWS } });
    const row = (rows.then as { items: { properties: Record<string, object> } }).items;
    expect(row.properties.country).toEqual({ maxItems: 100, 'x-messages': { maxItems: V.CHOOSE_ONE } });
  });
});
