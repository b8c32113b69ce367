// stripe-mock (Stripe's own mock of its API, validating every request against Stripe's OpenAPI document), installed by
// prerequisites.mjs (ensureStripeMock) and started per test file on free ports.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { portAnswers } from './kafka.mjs';
import { stripeMockBin } from './prerequisites.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Starts stripe-mock on `port` (HTTP) and `port + 1` (HTTPS); resolves once it answers. */
export async function startStripeMock({ port, bin = stripeMockBin }) {
  if (!existsSync(bin)) throw new Error(`stripe-mock is not installed at ${bin}: run npm test once (ensureStripeMock in scripts/lib/prerequisites.mjs installs it)`);
  const child = spawn(bin, ['-http-port', String(port), '-https-port', String(port + 1)], { stdio: 'ignore' });
  let exited = false;
  child.on('exit', () => (exited = true));
  const started = Date.now();
  while (!(await portAnswers(port))) {
    if (exited) throw new Error('stripe-mock exited at start');
    if (Date.now() - started > 20_000) {
      child.kill('SIGKILL');
      throw new Error('stripe-mock did not answer within 20 s');
    }
    await sleep(50);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (exited) return;
      child.kill('SIGTERM');
      for (let i = 0; i < 50 && !exited; i++) await sleep(50);
      if (!exited) child.kill('SIGKILL');
    },
  };
}
