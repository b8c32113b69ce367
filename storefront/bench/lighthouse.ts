/**
 * `npm run bench:web`: Lighthouse (its default mobile preset: Moto G-class emulation, simulated slow 4G and 4x CPU
 * slowdown) against a production build of the storefront, on home, a city listing and a product page in English and
 * Arabic. Starts its own real stack (Redis, a temp SQLite event store with the seeded catalog, api + projector +
 * worker, `next build` + scripts/server.mjs on free ports: the server `npm start` runs, brotli included), prints the scores and LCP/CLS/TBT next to the targets, saves
 * the reports under .data/bench/, then stops everything and removes the temp data.
 *
 * Options: --runs=N (default 3; the run with the median performance score is reported per page),
 *          --skip-build (reuse the last bench build in storefront/bench/.next),
 *          --serve (start the stack, print its urls and keep it up until interrupted; for looking by hand).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../../scripts/lib/redis.mjs';
import { nextBin as next, rootDir as root, startEngineStack, storefrontDir as storefront, waitFor } from '../tests/engine-stack';
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'];
// Inside a folder named .next, which every .gitignore and the eslint config already skip (tsc skips dot folders).
const DIST = 'bench/.next';

const arg = (name: string) => process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const runs = Math.max(1, Number(arg('runs')?.split('=')[1] ?? 3));
const skipBuild = !!arg('skip-build');

export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100, lcpMs: 1500, productJsKb: 120 } as const;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface PageResult {
  page: string;
  url: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** JavaScript the page loaded, as transferred (compressed), bytes: Lighthouse's network requests of type Script. */
  jsTransferBytes: number;
  /** Where the LCP time goes (Lighthouse's phases: TTFB, load delay, load time, render delay), ms. */
  lcpPhases: Record<string, number>;
  /** Audits that cost points (score < 0.9), by category, for the README and for fixing. */
  problems: { category: Category; id: string; title: string; score: number | null; displayValue?: string }[];
}

/** The real stack on free ports; returns the storefront's url and a stop function that removes every trace. */
async function startStack(): Promise<{ web: string; api: string; stop: () => Promise<void> }> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const web = `http://localhost:${webPort}`;
  console.log('seeding the catalog into a temp event store and starting the engine...');
  const engine = await startEngineStack({ label: 'bench-web', apiPort, storefrontUrl: web, output: 'ignore' });
  const { api, stop } = engine;
  try {
    const webEnv = {
      ...process.env,
      NEXT_DIST_DIR: DIST,
      NEXT_PUBLIC_PAYMENT_HOSTS: `localhost:${apiPort},127.0.0.1:${apiPort}`,
      RIHLA_API_URL: api,
      RIHLA_PUBLIC_URL: web,
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(webPort),
    };
    if (!skipBuild) {
      console.log(`building the storefront into storefront/${DIST} (next build)...`);
      const built = spawnSync(process.execPath, [next, 'build'], { cwd: storefront, env: webEnv, stdio: 'inherit' });
      // `next build` adds its dist folder's types to tsconfig.json's include; take back only those entries.
      const tsconfig = resolve(storefront, 'tsconfig.json');
      const json = JSON.parse(readFileSync(tsconfig, 'utf8')) as { include?: string[] };
      if (json.include?.some((p) => p.startsWith(`${DIST}/`))) {
        json.include = json.include.filter((p) => !p.startsWith(`${DIST}/`));
        writeFileSync(tsconfig, `${JSON.stringify(json, null, 2)}\n`);
      }
      if (built.status !== 0) throw new Error('next build failed');
    }
    // The storefront's own server, as `npm start` serves it (compression and all), not `next start`.
    engine.spawnTracked(process.execPath, [resolve(storefront, 'scripts/server.mjs')], { cwd: storefront, env: webEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(`${web}/about`, async (r) => r.ok, 60_000, 'the storefront');
  } catch (err) {
    await stop();
    throw err;
  }
  return { web, api, stop };
}

function summarize(page: string, lhr: Awaited<ReturnType<typeof lighthouse>> extends infer R ? (R extends { lhr: infer L } ? L : never) : never): PageResult {
  const num = (id: string) => Number(lhr.audits[id]?.numericValue ?? NaN);
  const problems: PageResult['problems'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'informative' || a.scoreDisplayMode === 'manual') continue;
      if (a.score !== null && a.score >= 0.9) continue;
      if (category === 'performance' && ref.weight === 0 && a.score !== null && a.score >= 0.5) continue;
      problems.push({ category, id: a.id, title: a.title, score: a.score, displayValue: a.displayValue });
    }
  }
  // The LCP element audit's second table lists the phases of its time.
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined;
  const lcpPhases = Object.fromEntries(
    (lcpDetails?.items ?? []).flatMap((t) => t.items ?? []).flatMap((i) => (i.phase && typeof i.timing === 'number' ? [[i.phase, Math.round(i.timing)]] : [])),
  );
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const jsTransferBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    page,
    url: lhr.finalDisplayedUrl,
    jsTransferBytes,
    lcpPhases,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>,
    lcpMs: Math.round(num('largest-contentful-paint')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(num('total-blocking-time')),
    fcpMs: Math.round(num('first-contentful-paint')),
    problems,
  };
}

const mark = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function print(results: PageResult[]) {
  const pad = (s: string | number, n: number) => String(s).padEnd(n);
  console.log(`\nLighthouse ${runs > 1 ? `(median of ${runs} runs per page) ` : ''}mobile preset; targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, best practices >= ${TARGETS['best-practices']}, SEO ${TARGETS.seo}, LCP <= ${TARGETS.lcpMs / 1000} s, product page JavaScript <= ${TARGETS.productJsKb} KB compressed\n`);
  console.log([pad('page', 14), pad('perf', 10), pad('a11y', 10), pad('best-pr.', 10), pad('seo', 10), pad('LCP', 14), pad('CLS', 8), pad('TBT', 8), pad('FCP', 9), 'JS (compressed)'].join(''));
  for (const r of results) {
    const s = r.scores;
    console.log(
      [
        pad(r.page, 14),
        pad(`${s.performance} ${mark(s.performance >= TARGETS.performance)}`, 10),
        pad(`${s.accessibility} ${mark(s.accessibility >= TARGETS.accessibility)}`, 10),
        pad(`${s['best-practices']} ${mark(s['best-practices'] >= TARGETS['best-practices'])}`, 10),
        pad(`${s.seo} ${mark(s.seo >= TARGETS.seo)}`, 10),
        pad(`${(r.lcpMs / 1000).toFixed(2)} s ${mark(r.lcpMs <= TARGETS.lcpMs)}`, 14),
        pad(r.cls, 8),
        pad(`${r.tbtMs} ms`, 8),
        pad(`${(r.fcpMs / 1000).toFixed(2)} s`, 9),
        kb(r.jsTransferBytes),
      ].join(''),
    );
  }
  for (const r of results.filter((x) => x.page.startsWith('product'))) {
    console.log(`${r.page}: ${kb(r.jsTransferBytes)} of compressed JavaScript (target <= ${TARGETS.productJsKb} KB) ${mark(r.jsTransferBytes <= TARGETS.productJsKb * 1024).trim()}`);
  }
  console.log(`\nwhere each page's LCP goes (ms):\n${results.map((r) => `  ${pad(r.page, 14)}${Object.entries(r.lcpPhases).map(([phase, ms]) => `${phase} ${ms}`).join(', ')}`).join('\n')}`);
  const problems = results.flatMap((r) => r.problems.map((p) => `  ${pad(r.page, 14)}${pad(p.category, 16)}${p.title}${p.displayValue ? ` (${p.displayValue})` : ''}`));
  if (problems.length) console.log(`\naudits that cost points:\n${problems.join('\n')}`);
}

/** The machine is shared: every figure goes with when it was measured and how busy the machine was. */
const machineNow = () => `${new Date().toISOString()}, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;

async function main() {
  console.log(`bench:web started ${machineNow()}`);
  const stack = await startStack();
  if (arg('serve')) {
    // Debugging aid: keep the stack up (e.g. to run Lighthouse or curl by hand) until interrupted.
    console.log(`storefront ${stack.web}, api ${stack.api}; Ctrl-C stops`);
    await new Promise<void>((done) => ['SIGINT', 'SIGTERM'].forEach((s) => process.once(s, () => done())));
    await stack.stop();
    return;
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const outDir = resolve(root, '.data/bench', `web-${stamp}`);
  mkdirSync(outDir, { recursive: true });
  try {
    // A city and a product that exist in the seeded catalog.
    const cities = (await (await fetch(`${stack.api}/cities?locale=en`)).json()) as { items: { id: string }[] };
    const city = cities.items.find((c) => c.id === 'riyadh')?.id ?? cities.items[0].id;
    const pages: [string, string][] = [];
    for (const [locale, prefix] of [['en', ''], ['ar', '/ar']] as const) {
      const list = (await (await fetch(`${stack.api}/experiences?limit=1&locale=${locale}`)).json()) as { items: { slug: string }[] };
      const slug = list.items[0].slug;
      pages.push([`home ${locale}`, `${prefix}/`], [`city ${locale}`, `${prefix}/things-to-do-in-${city}`], [`product ${locale}`, `${prefix}/experiences/${slug}`]);
    }
    const results: PageResult[] = [];
    for (const [name, path] of pages) {
      const url = `${stack.web}${path === '/' ? '' : path.replace(/\/$/, '')}` || stack.web;
      // Warm the server (first render of a dynamic route, api caches) so the figures measure the page, not the boot.
      for (let i = 0; i < 2; i++) await fetch(url).then((r) => r.text()).catch(() => undefined);
      const attempts: { result: PageResult; lhr: unknown }[] = [];
      for (let i = 0; i < runs; i++) {
        const answer = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
        if (!answer) throw new Error(`lighthouse returned nothing for ${url}`);
        if (answer.lhr.runtimeError) throw new Error(`lighthouse failed on ${url}: ${answer.lhr.runtimeError.message}`);
        attempts.push({ result: summarize(name, answer.lhr), lhr: answer.lhr });
        process.stdout.write(`  ${name} run ${i + 1}/${runs}: performance ${attempts.at(-1)!.result.scores.performance}, LCP ${attempts.at(-1)!.result.lcpMs} ms\n`);
      }
      attempts.sort((a, b) => a.result.scores.performance - b.result.scores.performance || a.result.lcpMs - b.result.lcpMs);
      const median = attempts[Math.floor((attempts.length - 1) / 2)];
      results.push(median.result);
      writeFileSync(resolve(outDir, `${name.replace(' ', '-')}.lhr.json`), JSON.stringify(median.lhr));
    }
    print(results);
    console.log(`\nbench:web finished ${machineNow()}`);
    const summary = { at: new Date().toISOString(), loadAverage: loadavg(), runsPerPage: runs, preset: 'lighthouse default (mobile)', chrome: CHROME, targets: TARGETS, results };
    writeFileSync(resolve(outDir, 'summary.json'), JSON.stringify(summary, null, 2));
    writeFileSync(resolve(root, '.data/bench', 'web-latest.json'), JSON.stringify(summary, null, 2));
    console.log(`\nreports: ${outDir} (summary.json + one Lighthouse report per page; open one in https://googlechrome.github.io/lighthouse/viewer/)`);
  } finally {
    await chrome.kill();
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
