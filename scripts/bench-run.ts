/**
 * The measurements of `npm run bench`, run inside `firebase emulators:exec` (see scripts/bench.ts).
 * Prints the tables, writes bench/results/latest.json, exits 1 naming every missed budget.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { emulatorAdmin } from './lib/admin-sdk';
import { benchPages, HOME_KEYS } from './lib/bench-pages';
import { report, type Figure } from './lib/bench-report';
import { cpuContention, type CpuUse } from './lib/cpu-contention';
import { ROOT, SITE_URL } from './lib/emulator-config';
import { measureFirstPresses } from './lib/first-press/measure';
import { LARGE, seedLarge } from './lib/large-seed';
import { lighthouseMedian, performanceScore } from './lib/lighthouse-median';
import { demoAdmin, seed } from './seed';

declare global {
  interface Window {
    __firestoreReads?: number;
    /** When the first product card was in the page (firstProductCardAt). */
    __firstCardAt?: number;
  }
}

type Audit = { id: string; score: number | null; scoreDisplayMode: string };
type ScriptCost = { url: string; scripting: number };

const large = process.argv.includes('--large');
const RESULTS_DIR = join(ROOT, 'bench', 'results');
mkdirSync(RESULTS_DIR, { recursive: true });
/** A file name for a measured page's label ('/products' → 'products', '/' → 'home'). */
const slugOf = (label: string) =>
  label
    .replace(/^\/$/, 'home')
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '');
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromiumPath =
  process.env.CHROMIUM_PATH ??
  execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
    encoding: 'utf8',
  }).trim();

// scripts/bench.ts passes its pid: its whole tree (emulators included) is the bench's own.
const cpu = cpuContention(Number(process.env.BENCH_ROOT_PID ?? process.pid));

const figures: Figure[] = [];
const record = (name: string, value: number | null, unit: string, budget?: Figure['budget'], use?: CpuUse) =>
  figures.push({ name, value, unit, ...(budget && { budget }), ...(use && { cpu: use }) });

const { db } = emulatorAdmin();
await seed();
if (large) await seedLarge(db);
const newestProduct = (
  await db.collection('products').orderBy('created_at', 'desc').limit(1).get()
).docs[0]!.get('slug') as string;

const PAGES = benchPages(newestProduct);
const HOME_PAGES = PAGES.filter((page) => HOME_KEYS.includes(page.key));
const isHome = (label: string) => HOME_PAGES.some((page) => page.label === label);

// 0. The render Function, as a CDN miss meets it (on the emulators every request is one): its first
// answer after the emulators start (a cold start: the instance loads the server build), then warm
// answers for the home page, the product list and a product page.
async function timedRequest(path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${SITE_URL}${path}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return Math.round(performance.now() - started);
}
record('render Function: first answer after start (cold)', await timedRequest('/'), 'ms');
for (const { label, path } of PAGES.filter(({ key }) => ['home', 'products', 'product'].includes(key))) {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await timedRequest(path));
  times.sort((a, b) => a - b);
  record(`${label}: server render, warm (median of 5)`, times[2]!, 'ms', { max: 200 });
}

// 1. Lighthouse with its defaults, median of 3 by performance score.
for (const { label, path } of PAGES) {
  const result = await lighthouseMedian(`${SITE_URL}${path}`, {
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
    cpu,
  });
  if (!result) {
    record(`${label}: Lighthouse runs completed`, 0, 'runs', { min: 1 });
    continue;
  }
  const { median: lhr, runs, cpu: use } = result;
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const onHome = isHome(label);
  record(`${label}: Performance`, score('performance'), 'score', { min: 99 }, use);
  record(`${label}: Accessibility`, score('accessibility'), 'score', { min: 100 });
  record(`${label}: Best Practices`, score('best-practices'), 'score', { min: 100 });
  record(`${label}: SEO`, score('seo'), 'score', { min: 100 });
  record(
    `${label}: LCP`,
    Math.round(audit('largest-contentful-paint')),
    'ms',
    onHome ? { max: 1800 } : undefined,
    use,
  );
  record(
    `${label}: TBT`,
    Math.round(audit('total-blocking-time')),
    'ms',
    onHome ? { max: 50 } : undefined,
    use,
  );
  record(
    `${label}: CLS`,
    Number(audit('cumulative-layout-shift').toFixed(3)),
    '',
    onHome ? { max: 0.02 } : undefined,
  );
  record(`${label}: transfer size`, Math.round(audit('total-byte-weight') / 1024), 'KB');
  const eachRun = runs.map(
    (run) =>
      `${performanceScore(run)} (TBT ${Math.round(run.audits['total-blocking-time']?.numericValue ?? NaN)} ms)`,
  );
  console.log(`  ${label}: performance of each run: ${eachRun.join(', ')}`);
  const failing = (Object.values(lhr.audits) as Audit[]).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary' && a.id !== 'is-on-https',
  );
  if (failing.length) console.log(`  ${label}: failing audits: ${failing.map((a) => a.id).join(', ')}`);
  // Where the blocking time comes from: script CPU time per file (Lighthouse's bootup-time, throttled).
  const bootup = (lhr.audits['bootup-time']?.details as { items?: ScriptCost[] } | undefined)?.items ?? [];
  const costs = bootup
    .slice(0, 5)
    .map((item) => `${item.url.replace(SITE_URL, '')} ${Math.round(item.scripting)} ms`);
  if (costs.length) console.log(`  ${label}: script CPU time: ${costs.join(', ')}`);
  // The median run, for a closer look (Lighthouse's viewer opens it).
  writeFileSync(join(RESULTS_DIR, `lighthouse-${slugOf(label)}.json`), JSON.stringify(lhr));
}

// 2-6 use Playwright with the same Chromium.
const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: CHROME_FLAGS.slice(1) });
const freshPage = async (): Promise<[BrowserContext, Page]> => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  return [context, await context.newPage()];
};

/**
 * The admin's Firestore keeps a listening channel open, so its page never becomes "network idle":
 * wait instead until the metered reads (web/src/lib/read-meter.ts) have not changed for two seconds.
 */
async function waitForReadsToSettle(page: Page): Promise<number> {
  let last = -1;
  let unchangedSince = Date.now();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const reads = await page.evaluate(() => window.__firestoreReads ?? -1);
    if (reads !== last) {
      last = reads;
      unchangedSince = Date.now();
    } else if (reads > 0 && Date.now() - unchangedSince >= 2000) break;
    await page.waitForTimeout(250);
  }
  return Math.max(last, 0);
}

// Firestore document reads of a first visit, made by the server that renders it (its Server-Timing
// header counts them: web/src/server/read-meter.server.ts). The budgets are what the pages show (the
// limits and page sizes of docs/product.md#constants-and-limits), so a catalogue ten times larger
// must not move them (run with --large).
const serverReads = (page: Page) =>
  page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return entries
      .flatMap((entry) => entry.serverTiming.filter((timing) => timing.name === 'firestore'))
      .reduce((reads, timing) => reads + (Number(/^(\d+)/.exec(timing.description)?.[1]) || 0), 0);
  });
const FIRST_VISIT_READ_BUDGETS: Record<string, number> = {
  ...Object.fromEntries(HOME_PAGES.map(({ path }) => [path, 30])),
  '/products': 40,
};

// 2. Script and style bytes of each page's first visit, until the network is idle, and the
// Firestore documents the server read for it.
const chunkSizes = new Map<string, number>();
for (const { label, path } of PAGES) {
  const [context, page] = await freshPage();
  const assets: { url: string; type: string; raw: number; gzip: number }[] = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await response.body();
      assets.push({ url: response.url(), type, raw: body.length, gzip: gzipSync(body).length });
    } catch {
      // A response without a body (redirect) has nothing to count.
    }
  });
  await page.goto(`${SITE_URL}${path}`, { waitUntil: 'networkidle' });
  const reads = await serverReads(page);
  const readBudget = FIRST_VISIT_READ_BUDGETS[path];
  if (readBudget !== undefined)
    record(`${label}: Firestore reads, first visit`, reads, 'reads', { max: readBudget });
  const sum = (type: string, key: 'raw' | 'gzip') =>
    Math.round(assets.filter((a) => a.type === type).reduce((total, a) => total + a[key], 0) / 1024);
  record(
    `${label}: JavaScript of a first visit (gzip; raw ${sum('script', 'raw')} KB)`,
    sum('script', 'gzip'),
    'KB',
    isHome(label) ? { max: 150 } : undefined,
  );
  record(
    `${label}: CSS of a first visit (gzip; raw ${sum('stylesheet', 'raw')} KB)`,
    sum('stylesheet', 'gzip'),
    'KB',
  );
  const adminCode = assets.filter((a) => /admin|auth|Login/i.test(a.url.split('/').pop() ?? ''));
  record(`${label}: admin or auth chunks loaded`, adminCode.length, 'files', { max: 0 });
  for (const asset of assets) chunkSizes.set(asset.url.split('/').pop()!, asset.gzip);
  await context.close();
}
const largest = [...chunkSizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);

// 2b. All a first visit of each home page moves over the network: the page, and what the service
// worker fetches as it installs (its precache), as transferred (compressed as Hosting sends it; a
// file the worker finds in the browser's cache moves nothing). A response the worker answered is
// counted once, as the worker's own fetch.
for (const { label, path } of HOME_PAGES) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  let byWorker = 0;
  context.on('requestfinished', (request) => {
    if (request.serviceWorker()) byWorker += 1;
    sizes.push(
      request
        .response()
        .then(async (response) =>
          !response || response.fromServiceWorker() ? 0 : (await request.sizes()).responseBodySize,
        ),
    );
  });
  await page.goto(`${SITE_URL}${path}`, { waitUntil: 'networkidle' });
  // Ready once the worker has installed, its precache downloaded.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  const total = Math.round((await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024);
  record(
    `${label}: bytes a first visit moves, at load and by the service worker (${byWorker} requests by the worker)`,
    total,
    'KB',
    { max: 500 },
  );
  await context.close();
}

// 3. Script the first paint of each home page needs: the scripts the browser itself holds the paint
// for (Resource Timing's renderBlockingStatus), and the page's inline scripts, which run as the HTML
// is parsed. Module scripts and their preloads never hold the paint, whether or not they happen to
// arrive before it (on the loopback they often do).
for (const { label, path } of HOME_PAGES) {
  const [context, page] = await freshPage();
  const fetched = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      fetched.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // A response without a body (redirect) has nothing to count.
    }
  });
  await page.goto(`${SITE_URL}${path}`, { waitUntil: 'load' });
  const { blocking, inline } = await page.evaluate(() => ({
    // renderBlockingStatus is newer than TypeScript's DOM types here.
    blocking: (
      performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
        renderBlockingStatus?: string;
      })[]
    )
      .filter((entry) => entry.renderBlockingStatus === 'blocking' && /\.m?js(\?|$)/.test(entry.name))
      .map((entry) => entry.name),
    // Structured data is read by crawlers, not run.
    inline: Array.from(document.querySelectorAll('script:not([src])'))
      .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
      .map((script) => script.textContent ?? ''),
  }));
  const blockingGzip = blocking.reduce((sum, url) => sum + (fetched.get(url) ?? 0), 0);
  const inlineGzip = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
  record(
    `${label}: script the first paint needs (gzip; ${blocking.length} blocking files ${Math.round(blockingGzip / 1024)} KB, inline ${Math.round(inlineGzip / 1024)} KB)`,
    Math.round((blockingGzip + inlineGzip) / 1024),
    'KB',
    { max: 110 },
  );
  await context.close();
}

// 4. First presses: raw input at fixed moments after load, beyond the same press on a static page.
const presses = await measureFirstPresses({ browser, siteUrl: SITE_URL, pages: PAGES, cpu });

const PRODUCT_CARD = 'main a[href^="/products/"]';

/**
 * Opens /products and answers when its first product card was on screen, by the page's own clock
 * (from its navigation): when the card was in the page (rendered by the server, or by the app), and
 * not before the first paint. Waiting in Playwright would add its polling, which waits for frames
 * a page that is only read no longer produces.
 */
async function firstProductCardAt(page: Page): Promise<number> {
  // Object methods only: tsx compiles a named arrow function with a __name() call the page lacks,
  // and the script would throw before it observed anything.
  await page.addInitScript((selector) => {
    const card = {
      seen(): boolean {
        if (!document.querySelector(selector)) return false;
        window.__firstCardAt = performance.now();
        return true;
      },
    };
    const observer = new MutationObserver(() => card.seen() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  }, PRODUCT_CARD);
  await page.goto(`${SITE_URL}/products`);
  await page.waitForSelector(PRODUCT_CARD, { timeout: 60_000 });
  return page.evaluate(() => {
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    return Math.round(Math.max(window.__firstCardAt ?? 0, firstPaint));
  });
}

// 5. Offline repeat visit: navigation to the product grid painted with the network cut.
{
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${SITE_URL}/products`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await context.setOffline(true);
  const [paintedAt, use] = await cpu.during(() => firstProductCardAt(page));
  record('offline repeat visit: /products grid painted', paintedAt, 'ms', undefined, use);
  await context.close();
}

// 6. Scale: first product card and the admin lists.
{
  const [context, page] = await freshPage();
  const [paintedAt, use] = await cpu.during(() => firstProductCardAt(page));
  record(
    `/products: first product card${large ? ` (${LARGE.products} products)` : ''}`,
    paintedAt,
    'ms',
    undefined,
    use,
  );
  await context.close();
}
{
  const [context, page] = await freshPage();
  await page.goto(`${SITE_URL}/login`);
  await page.getByLabel('Email address').fill(demoAdmin.email);
  await page.getByLabel('Password').fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${SITE_URL}/admin`);
  for (const [label, path] of [
    ['admin products list', '/admin/products'],
    ['admin applications list', '/admin/jobs/job-network-engineer/applications'],
  ] as const) {
    await page.evaluate(() => (window.__firestoreReads = 0));
    const [ms, use] = await cpu.during(async () => {
      const started = Date.now();
      // A client-side navigation, as an admin moves between screens.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForSelector('main li', { timeout: 60_000 });
      return Date.now() - started;
    });
    record(`${label}: time to interactive`, ms, 'ms', undefined, use);
    record(`${label}: documents read`, await waitForReadsToSettle(page), 'reads', { max: 60 });
  }
  await context.close();
}
await browser.close();

const missed = report(figures, presses, {
  json: join(RESULTS_DIR, 'latest.json'),
  data: { at: new Date().toISOString(), large, largestChunks: largest },
});
console.log(
  `\nLargest chunks (gzip): ${largest.map(([name, size]) => `${name} ${Math.round(size / 1024)} KB`).join(', ')}`,
);
if (missed.length) {
  console.error(`\n✖ Budgets missed:\n${missed.map((name) => `  - ${name}`).join('\n')}`);
  process.exit(1);
}
console.log('\n✔ Every budget met.');
