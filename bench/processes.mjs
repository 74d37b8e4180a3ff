// Child processes for the bench scripts: start servers, wait until they answer, stop them all.
import { spawn } from 'node:child_process';

const children = [];

export function startProcess(args, env = {}, cwd = process.cwd()) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

/** Resolves once the URL answers (any HTTP status); throws after `ms`. */
export async function waitForHttp(url, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not come up`);
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export const stopAll = () => Promise.all(children.map(stopProcess));

/** Runs a node command to its end: its wall time in ms and its output, or throws with the output. */
export function runToEnd(args, env, cwd) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, output })
        : reject(new Error(`${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}
