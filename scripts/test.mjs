// `npm test`: the whole check, stage by stage (lint and types; each workspace's tests, the build and
// the scripts' tests; e2e), stopping at the first stage that fails, as `a && b && …` would. Within a
// stage, jobs run two at a time. It prints how long each stage and each job took, so CI's time
// budget is read, not guessed.
//   TEST_CONCURRENCY: jobs run at once (default 2, the machine's cores; the longest start first)
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Longest first (measured), so the two slots finish close together. */
const TESTED = ['api', 'mf-expert', 'mf-journalist', 'mf-shared', 'shell', 'mf-public', 'mf-admin'];
const CONCURRENCY = Math.max(1, Number(process.env.TEST_CONCURRENCY) || os.availableParallelism());

/** What each labelled run printed, so a failing job's failures can be shown again at the end. */
const printed = new Map();

/** Runs `npm <args>`, each output line prefixed with `label` when several run at once; answers the exit code. */
function npm(args, label) {
  const kept = [];
  if (label) printed.set(label, kept);
  return new Promise((resolve) => {
    const child = spawn('npm', args, { cwd: ROOT, stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (label)
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) {
            kept.push(line);
            (stream === child.stderr ? process.stderr : process.stdout).write(`${label} ${line}\n`);
          }
        });
        stream.on('end', () => rest && (kept.push(rest), process.stdout.write(`${label} ${rest}\n`)));
      }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const times = [];
/** Runs a stage, listed in the report in the order stages start. */
async function timed(name, run) {
  const entry = { name, seconds: 0, ok: false };
  times.push(entry);
  const started = Date.now();
  const code = await run();
  Object.assign(entry, { seconds: (Date.now() - started) / 1000, ok: code === 0 });
  return code;
}

/**
 * A failing workspace's failures, printed again just before the report: with two workspaces
 * interleaved, CI's log tail would otherwise show only the other one. Jest marks a failure with
 * `●` (its console output with `● Console`), node:test with `✖`.
 */
function replayFailures() {
  for (const [label, lines] of printed) {
    const entry = times.find((t) => t.name.trim() === label.slice(1, -1));
    if (!entry || entry.ok) continue;
    const first = lines.findIndex((line) => /^\s*(● (?!Console)|✖)/.test(line));
    const shown = (first < 0 ? lines.slice(-150) : lines.slice(first)).slice(0, 400);
    console.log(`\n${label} failed; what it said about its failures:`);
    for (const line of shown) console.log(`${label} ${line}`);
  }
}

/**
 * Runs jobs CONCURRENCY at a time, in the order given, each listed under its stage; answers the
 * first failure's code, else 0. A job is [name, ...npm args], its npm runs one after the other
 * while they pass.
 */
async function pool(jobs) {
  const queue = [...jobs];
  let failed = 0;
  const slot = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const [name, ...runs] = job;
      const code = await timed(`  ${name}`, async () => {
        for (const args of runs) {
          const code = await npm(args, `[${name}]`);
          if (code) return code;
        }
        return 0;
      });
      if (code) failed ||= code;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, slot));
  return failed;
}

const STAGES = [
  // eslint works on one core; the type-check's packages take the other.
  [
    'lint and typecheck',
    () =>
      pool([
        ['lint', ['run', 'lint']],
        ['typecheck', ['run', 'typecheck']],
      ]),
  ],
  // The API suite is the long pole (both engines side by side); the front-end packages and then
  // the build share the other slot, so the build costs no time of its own. The scripts' tests
  // check the built remotes' mf-shared manifests, so they follow the build. The e2e suite's demo
  // data (a minute or more of seeding) is made here too, not at the e2e stage's start.
  [
    `unit and API tests, and the build (${CONCURRENCY} at a time)`,
    () =>
      pool([
        ...TESTED.map((ws) => [`test -w ${ws}`, ['test', '-w', ws]]),
        ['build, then scripts tests', ['run', 'build'], ['run', 'test:scripts']],
        ['e2e data, seeded ahead', ['run', 'seed', '-w', 'e2e']],
      ]),
  ],
  ['e2e', () => npm(['run', 'e2e'])],
];

function report() {
  replayFailures();
  const width = Math.max(...times.map((t) => t.name.length));
  console.log('\nnpm test, stage by stage');
  for (const t of times)
    console.log(`${t.name.padEnd(width)}  ${`${Math.round(t.seconds)} s`.padStart(7)}  ${t.ok ? 'passed' : 'FAILED'}`);
  const total = times.filter((t) => !t.name.startsWith(' ')).reduce((sum, t) => sum + t.seconds, 0);
  console.log(`${'total'.padEnd(width)}  ${`${Math.round(total)} s`.padStart(7)}`);
}

let exit = 0;
for (const [name, run] of STAGES) {
  exit = await timed(name, run);
  if (exit) break;
}
report();
process.exit(exit);
