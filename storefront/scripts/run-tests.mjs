/* global process, console -- Node script, linted without the TypeScript project */
/* eslint-disable no-console -- a command-line script reports with console.log */
// The storefront's `npm test`: the unit tests (vitest), then the Playwright + axe suite against the real stack.
// Root `npm test` reads one JSON report per workspace (VITEST_JSON_REPORT); the Playwright counts are added to it.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = resolve(import.meta.dirname, '..');
const bin = (name) => resolve(dir, '../node_modules/.bin', name);
const report = process.env.VITEST_JSON_REPORT;

const unit = spawnSync(bin('vitest'), ['run', '--root', '.'], { cwd: dir, stdio: 'inherit', env: process.env });

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let e2eStatus = 0;
if (process.env.RIHLA_SKIP_E2E) {
  console.log('RIHLA_SKIP_E2E is set: skipping the Playwright suite');
} else if (!existsSync(chromium)) {
  console.error(`no Chromium at ${chromium}: the Playwright suite cannot run (root npm test installs Debian's chromium)`);
  e2eStatus = 1;
} else {
  const pwReport = resolve(dir, 'test-results/report.json');
  // Free ports for this run's stack (api, storefront, and the general-variant storefront on the next port), so a
  // second run or a developer's own servers on the machine cannot answer in its place.
  const ports = process.env.E2E_API_PORT && process.env.E2E_WEB_PORT ? {} : await freeStackPorts();
  const e2e = spawnSync(bin('playwright'), ['test'], { cwd: dir, stdio: 'inherit', env: { ...process.env, ...ports, PLAYWRIGHT_JSON_REPORT: pwReport } });
  e2eStatus = e2e.status ?? 1;
  if (report && existsSync(report) && existsSync(pwReport)) {
    const stats = JSON.parse(readFileSync(pwReport, 'utf8')).stats ?? {};
    if (stats.flaky) console.log(`\n${stats.flaky} browser test(s) failed once and passed on their retry (marked "flaky" above): look at them.`);
    const merged = JSON.parse(readFileSync(report, 'utf8'));
    merged.numPassedTests += (stats.expected ?? 0) + (stats.flaky ?? 0);
    merged.numFailedTests += stats.unexpected ?? 0;
    merged.numPendingTests += stats.skipped ?? 0;
    writeFileSync(report, JSON.stringify(merged));
  } else if (report && e2eStatus !== 0 && existsSync(report)) {
    // The suite could not start (e.g. its global setup failed): count it as one failure.
    const merged = JSON.parse(readFileSync(report, 'utf8'));
    merged.numFailedTests += 1;
    writeFileSync(report, JSON.stringify(merged));
  }
}
process.exit(unit.status === 0 && e2eStatus === 0 ? 0 : 1);

function isFree(port) {
  return new Promise((done) => {
    const srv = net.createServer();
    srv.once('error', () => done(false));
    srv.listen(port, '0.0.0.0', () => srv.close(() => done(true)));
  });
}

async function freeStackPorts() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const api = 20000 + Math.floor(Math.random() * 20000);
    const web = api + 2;
    if ((await isFree(api)) && (await isFree(web)) && (await isFree(web + 1))) return { E2E_API_PORT: String(api), E2E_WEB_PORT: String(web) };
  }
  throw new Error('no free ports for the e2e stack');
}
