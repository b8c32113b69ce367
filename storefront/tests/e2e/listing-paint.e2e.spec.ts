import { expect, test } from '@playwright/test';

/**
 * Issue 25.1: a city listing paints its first cards from the server. The cards are server components (their HTML
 * and images need no script: the page's flight data carries the rendered cards, not the card records a client
 * component would render again), and the first card's image, the page's largest paint on a phone, is asked for with
 * the HTML at high priority.
 */
for (const locale of ['en', 'ar'] as const) {
  const path = `${locale === 'ar' ? '/ar' : ''}/things-to-do-in-riyadh`;

  test(`city listing (${locale}): the HTML alone has the first page of cards, the first image at high priority`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const cards = [...html.matchAll(/<article class="card" data-testid="experience-card" id="result-(\d+)">([\s\S]*?)<\/article>/g)];
    expect(cards.map((c) => Number(c[1]))).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    for (const [, , body] of cards) {
      expect(body).toMatch(/<h3 class="card-title">[^<]+<\/h3>/);
      expect(body).toMatch(/<img [^>]*srcSet="\/api\/images\//);
    }
    const img = (n: number) => /<img [^>]*>/.exec(cards[n]![2]!)![0];
    // The first card's image is the LCP element on a phone: eager and high priority, and preloaded from the head.
    expect(img(0)).toContain('fetchPriority="high"');
    expect(img(0)).not.toContain('loading="lazy"');
    // Below the first screen: lazy, at the browser's own priority.
    for (const n of [2, 11]) {
      expect(img(n)).toContain('loading="lazy"');
      expect(img(n)).not.toContain('fetchPriority');
    }
    const srcSet = /srcSet="([^"]+)"/.exec(img(0))![1]!;
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]).find((l) => l.includes(`imageSrcSet="${srcSet}"`));
    expect(preload, 'a preload of the first card image in the head').toBeDefined();
    expect(preload).toContain('fetchPriority="high"');
    // The flight data (inline scripts) holds the rendered cards, not card records for a client component.
    const flight = [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)].map((m) => m[1]).join('');
    expect(flight).toContain('experience-card');
    expect(flight).not.toContain('imageIds');
  });

  test(`city listing (${locale}): the browser asks for the first card image at high priority, before the page's scripts run`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: { url: string; priority: string; type?: string }[] = [];
    cdp.on('Network.requestWillBeSent', (e) => asked.push({ url: e.request.url, priority: e.request.initialPriority, type: e.type }));
    await page.goto(path, { waitUntil: 'load' });
    const first = await page.locator('#result-1 img').evaluate((el) => (el as HTMLImageElement).currentSrc);
    const request = asked.find((a) => a.url === first);
    expect(request, `a request for ${first}`).toBeDefined();
    expect(request!.priority).toBe('High');
    const firstScript = asked.findIndex((a) => a.type === 'Script');
    expect(asked.indexOf(request!)).toBeLessThan(firstScript);
  });
}
