import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_SIGNAL } from '../../lib/paint-first-pages';
import { api } from './helpers';

/**
 * Issue 25: the pages people read first paint before their scripts run (scripts/paint-first.mjs). Next writes its
 * chunks as parser-inserted async scripts, which download with the HTML and, when they arrive first, run before the
 * first frame; Lighthouse's LCP then charges their bytes and their evaluation. Here the page's chunks are fetched only
 * once its largest paint is on screen, and the page still hydrates. Pages a person types or pays on
 * (lib/paint-first-pages.ts) keep Next's scripts as they are.
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const PARSER_CHUNK_SCRIPT = /<script src="\/_next\/static\/[^"]+\.js"[^>]*\basync=/;

/**
 * The page's scripts held back until the test lets them go, as on a slow phone: what the test does meanwhile happens
 * before React runs, however fast this machine hydrates (a fixed delay raced it). Routing turns off the HTTP cache, so
 * every navigation fetches them again; `hold` is called before each one.
 */
async function scriptGate(page: Page) {
  let gate = Promise.resolve();
  let release = () => {};
  await page.route('**/_next/static/chunks/**', async (route) => {
    await gate;
    await route.continue();
  });
  return {
    hold() {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** Whether React has hydrated the page (the app's Providers sets the signal once the hydration is committed). */
const isHydrated = (page: Page) => page.evaluate((signal) => signal in window, HYDRATED_SIGNAL);
const hydration = (page: Page) => page.waitForFunction((signal) => signal in window, HYDRATED_SIGNAL);

/** The page's first contentful and largest paints, and when each chunk script was requested (ms from navigation). */
async function paintsAndScripts(page: Page) {
  return page.evaluate(async () => {
    const entry = await new Promise<LargestContentfulPaint>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1) as LargestContentfulPaint)).observe({ type: 'largest-contentful-paint', buffered: true }),
    );
    const largest = entry.startTime;
    const largestElement = `${entry.element?.tagName ?? '?'} ${entry.url || entry.element?.textContent?.slice(0, 40)}`;
    const contentful = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' && new URL(e.name).pathname.startsWith('/_next/static/chunks/'))
      .map((e) => e.startTime);
    return { contentful, largest, largestElement, scripts };
  });
}

test('home, city and product pages paint first, fetch their scripts after the largest paint, and hydrate (en, ar)', async ({ page }) => {
  const slugs = await Promise.all((['en', 'ar'] as const).map(async (locale) => (await api<{ items: { slug: string }[] }>(`/experiences?limit=1&locale=${locale}`)).items[0]!.slug));
  const paths = ['/', '/ar', '/things-to-do-in-riyadh', '/ar/things-to-do-in-riyadh', `/experiences/${encodeURIComponent(slugs[0]!)}`, `/ar/experiences/${encodeURIComponent(slugs[1]!)}`];
  for (const path of paths) {
    const html = await (await page.request.get(path)).text();
    expect(PARSER_CHUNK_SCRIPT.test(html), `${path}: a chunk script the parser would run before the first frame`).toBe(false);

    // The locale cookie a visit to an Arabic page sets would send the English pages to their Arabic twins.
    await page.context().clearCookies();
    await page.goto(path);
    expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname);
    await hydration(page);
    const { contentful, largest, largestElement, scripts } = await paintsAndScripts(page);
    expect(scripts.length, `${path}: chunk scripts`).toBeGreaterThan(2);
    expect(Math.min(...scripts), `${path}: first chunk script requested (ms), against the largest paint (${largestElement})`).toBeGreaterThan(largest);
    expect(largest, path).toBeGreaterThanOrEqual(contentful);
  }
  // Hydrated means interactive: the city page's sort reads in place.
  await page.goto('/ar/things-to-do-in-riyadh');
  await page.getByLabel('ترتيب حسب').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
});

test('sign-in hydrates at once: its scripts stay as Next writes them and the form works straight away', async ({ page }) => {
  const html = await (await page.request.get('/auth/sign-in')).text();
  expect(PARSER_CHUNK_SCRIPT.test(html)).toBe(true);
  await page.goto('/auth/sign-in');
  await hydration(page);
  const { contentful, scripts } = await paintsAndScripts(page);
  expect(Math.min(...scripts)).toBeLessThan(contentful);
});

test('what a person does before the page hydrates is done once it has: a search typed and sent, the chat opened (en, ar)', async ({ page }) => {
  const scripts = await scriptGate(page);
  scripts.hold();
  // Not 'load': the held scripts would hold it.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Where to?').fill('zzzzqqqq');
  await page.getByRole('button', { name: 'Search' }).click();
  expect(await isHydrated(page), 'the page hydrated before the search was sent').toBe(false);
  scripts.release();
  await expect(page).toHaveURL(/\/search\/zzzzqqqq$/);
  await expect(page.getByText('Hmm... No results found!')).toBeVisible();

  scripts.hold();
  await page.goto('/ar/things-to-do-in-riyadh', { waitUntil: 'domcontentloaded' });
  await page.getByTestId('chat-open').click();
  expect(await isHydrated(page)).toBe(false);
  scripts.release();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a page scrolled before it hydrates stays where the visitor scrolled it', async ({ page }) => {
  const scripts = await scriptGate(page);
  scripts.hold();
  await page.goto('/things-to-do-in-riyadh', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 900));
  expect(await isHydrated(page)).toBe(false);
  scripts.release();
  await hydration(page);
  // One more frame for any effect that would move it.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  expect(await page.evaluate(() => scrollY)).toBe(900);
});
