/**
 * The measurements of `npm run bench`, run inside `firebase emulators:exec` (see scripts/bench.ts).
 * Prints a table, writes bench/results/latest.json, exits 1 naming every missed budget.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { LOCALES, localizedPath } from '@kigali/domain/locales';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { emulatorAdmin } from './lib/admin-sdk';
import { buildWebWithData } from './lib/build-web';
import { ROOT, SITE_URL } from './lib/emulator-config';
import { measureFirstPresses } from './lib/first-press';
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

type Figure = { name: string; value: number; unit: string; budget?: { max?: number; min?: number } };
const figures: Figure[] = [];
const record = (name: string, value: number, unit: string, budget?: Figure['budget']) =>
  figures.push({ name, value, unit, budget });

const { db } = emulatorAdmin();
await seed();
if (large) await seedLarge(db);
await buildWebWithData();
const firstProduct = (
  await db.collection('products').orderBy('created_at', 'desc').limit(1).get()
).docs[0]!.get('slug') as string;

/** The home page in each language ('/', '/fr', '/rw'): each held to the home page's budgets. */
const HOME_PAGES = LOCALES.map((locale) => localizedPath(locale, '/'));

const PAGES = [
  ...HOME_PAGES.map((path) => ({ label: path, path })),
  { label: '/products', path: '/products' },
  { label: 'product page', path: `/products/${firstProduct}` },
  { label: '/careers', path: '/careers' },
];

// 1. Lighthouse with its defaults, median of 3 by performance score.
for (const { label, path } of PAGES) {
  const result = await lighthouseMedian(`${SITE_URL}${path}`, {
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
  if (!result) {
    record(`${label}: Lighthouse runs completed`, 0, 'runs', { min: 1 });
    continue;
  }
  const { median: lhr, runs } = result;
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  record(`${label}: Performance`, score('performance'), 'score', { min: 99 });
  record(`${label}: Accessibility`, score('accessibility'), 'score', { min: 100 });
  record(`${label}: Best Practices`, score('best-practices'), 'score', { min: 100 });
  record(`${label}: SEO`, score('seo'), 'score', { min: 100 });
  const onHome = HOME_PAGES.includes(label);
  record(
    `${label}: LCP`,
    Math.round(audit('largest-contentful-paint')),
    'ms',
    onHome ? { max: 1800 } : undefined,
  );
  record(`${label}: TBT`, Math.round(audit('total-blocking-time')), 'ms', onHome ? { max: 50 } : undefined);
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

// 2-5 use Playwright with the same Chromium.
const browser: Browser = await chromium.launch({ executablePath: chromiumPath, args: CHROME_FLAGS.slice(1) });
const freshPage = async (): Promise<[BrowserContext, Page]> => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  return [context, await context.newPage()];
};

/**
 * Firestore keeps a listening channel open, so a page never becomes "network idle": wait instead
 * until the metered reads (web/src/lib/read-meter.ts) have not changed for two seconds, which
 * includes the refresh that starts once the page has settled.
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

/**
 * A prerendered page starts its app by itself once it has loaded and the browser is idle
 * (web/src/main.tsx); resolves once the app has hydrated it.
 */
async function waitForHydration(page: Page) {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 60_000 });
}

// 2. Script and style bytes of each route's first load, with the app's start and the refresh of
// its data; and when the app has hydrated the page on a phone's CPU (4x slower), from navigation.
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
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${SITE_URL}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  const hydratedAt = await page.evaluate(() => performance.getEntriesByName('hydrated')[0]?.startTime ?? NaN);
  record(`${label}: hydrated, from navigation (4x CPU)`, Math.round(hydratedAt), 'ms');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await waitForReadsToSettle(page);
  const sum = (type: string, key: 'raw' | 'gzip') =>
    Math.round(assets.filter((a) => a.type === type).reduce((total, a) => total + a[key], 0) / 1024);
  record(`${label}: JS (raw / gzip ${sum('script', 'gzip')} KB)`, sum('script', 'raw'), 'KB');
  record(`${label}: CSS (raw / gzip ${sum('stylesheet', 'gzip')} KB)`, sum('stylesheet', 'raw'), 'KB');
  const adminCode = assets.filter((a) => /admin|auth|Login/i.test(a.url.split('/').pop() ?? ''));
  record(`${label}: admin or auth chunks loaded`, adminCode.length, 'files', { max: 0 });
  for (const asset of assets) chunkSizes.set(asset.url.split('/').pop()!, asset.gzip);
  await context.close();
}
const largest = [...chunkSizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);

// Script before first paint of each home page: the scripts that arrived before it was painted.
for (const path of HOME_PAGES) {
  const [context, page] = await freshPage();
  const early: number[] = [];
  let painted = false;
  page.on('response', async (response) => {
    if (painted || response.request().resourceType() !== 'script') return;
    try {
      early.push(gzipSync(await response.body()).length);
    } catch {
      // no body
    }
  });
  await page.goto(`${SITE_URL}${path}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  painted = true;
  const gzip = Math.round(early.reduce((a, b) => a + b, 0) / 1024);
  record(`${path}: script before first paint (gzip)`, gzip, 'KB', { max: 110 });
  await context.close();
}

// First press: from a visitor's first press on a page they have read to its visible answer. The
// newest product's description (seed/data/products.json) is long enough to have See More.
await measureFirstPresses(browser, SITE_URL, firstProduct, record);

// 3. Firestore document reads of a first visit. The budgets are what the pages show (the limits and
// page sizes of docs/product.md#constants-and-limits), so a catalogue ten times larger must not move
// them (run with --large).
const FIRST_VISIT_READ_BUDGETS: Record<string, number> = {
  ...Object.fromEntries(HOME_PAGES.map((path) => [path, 30])),
  '/products': 40,
};
for (const [path, max] of Object.entries(FIRST_VISIT_READ_BUDGETS)) {
  const [context, page] = await freshPage();
  await page.goto(`${SITE_URL}${path}`, { waitUntil: 'load' });
  await waitForHydration(page);
  record(`${path}: Firestore reads, first visit`, await waitForReadsToSettle(page), 'reads', { max });
  await context.close();
}

const PRODUCT_CARD = 'main a[href^="/products/"]';

/**
 * Opens /products and answers when its first product card was on screen, by the page's own clock
 * (from its navigation): when the card was in the page (prerendered, or rendered by the app), and
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

// 4. Offline repeat visit: navigation to the product grid painted with the network cut.
{
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${SITE_URL}/products`, { waitUntil: 'load' });
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await waitForHydration(page);
  await waitForReadsToSettle(page);
  await context.setOffline(true);
  record('offline repeat visit: /products grid painted', await firstProductCardAt(page), 'ms');
  await context.close();
}

// 5. Scale: first product card and the admin lists.
{
  const [context, page] = await freshPage();
  record(
    `/products: first product card${large ? ` (${LARGE.products} products)` : ''}`,
    await firstProductCardAt(page),
    'ms',
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
    const started = Date.now();
    // A client-side navigation, as an admin moves between screens.
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForSelector('main li', { timeout: 60_000 });
    record(`${label}: time to interactive`, Date.now() - started, 'ms');
    record(`${label}: documents read`, await waitForReadsToSettle(page), 'reads', { max: 60 });
  }
  await context.close();
}
await browser.close();

// Report.
const missed = figures.filter(
  (f) =>
    f.budget &&
    ((f.budget.max !== undefined && f.value > f.budget.max) ||
      (f.budget.min !== undefined && f.value < f.budget.min)),
);
const width = Math.max(...figures.map((f) => f.name.length));
console.log(`\n${'measure'.padEnd(width)}  value      budget`);
for (const f of figures) {
  const budget = f.budget ? (f.budget.min !== undefined ? `>= ${f.budget.min}` : `<= ${f.budget.max}`) : '';
  const mark = f.budget ? (missed.includes(f) ? '✖' : '✔') : ' ';
  console.log(`${f.name.padEnd(width)}  ${`${f.value} ${f.unit}`.padEnd(10)} ${budget} ${mark}`);
}
console.log(
  `\nLargest chunks (gzip): ${largest.map(([name, size]) => `${name} ${Math.round(size / 1024)} KB`).join(', ')}`,
);
writeFileSync(
  join(RESULTS_DIR, 'latest.json'),
  `${JSON.stringify({ at: new Date().toISOString(), large, figures, largestChunks: largest, missed: missed.map((f) => f.name) }, null, 2)}\n`,
);
if (missed.length) {
  console.error(`\n✖ Budgets missed: ${missed.map((f) => `${f.name} (${f.value} ${f.unit})`).join('; ')}`);
  process.exit(1);
}
console.log('\n✔ Every budget met.');
