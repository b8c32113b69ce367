import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freePort } from '../../../scripts/lib/redis.mjs';
import { storefrontDir, waitFor } from '../engine-stack';
import { API_PORT } from './stack';

/**
 * One more storefront process of the suite's build on a free port, beside the stack's own (which stay up for every
 * other spec): e.g. one whose api answers nothing, or one the api does not tell about catalog changes.
 */
export async function startExtraStorefront(o: { apiUrl: string; env?: Record<string, string>; what: string }): Promise<{ base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const web = spawn(process.execPath, [resolve(storefrontDir, 'scripts/server.mjs')], {
    cwd: storefrontDir,
    env: { ...process.env, NEXT_DIST_DIR: process.env.E2E_NEXT_DIST_DIR ?? '.next-e2e', NEXT_PUBLIC_PAYMENT_HOSTS: `localhost:${API_PORT}`, RIHLA_API_URL: o.apiUrl, NEXT_TELEMETRY_DISABLED: '1', PORT: String(port), ...o.env },
    stdio: 'ignore',
  });
  const stop = async () => {
    if (web.exitCode !== null) return;
    const exited = new Promise((r) => web.once('exit', r));
    web.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(`${base}/about`, async (r) => r.ok, 60_000, o.what);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}
