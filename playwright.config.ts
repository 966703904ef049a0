import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';

/** Debian's Chromium (docs/architecture.md#machine-facts): Playwright never downloads a browser here. */
function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    throw new Error(
      'Chromium was not found: install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
}

/**
 * The specs that write what other specs read: items on the public lists and their totals (a
 * product, a service, an article, a posting, a partner, a slide, the navigation's order), the
 * newest items, the admin's totals, the activity log, the trash, the served build. Each runs with
 * no other spec beside it. Every other spec only reads the seed and writes records of its own
 * (submissions, accounts, a device's queue) that no spec of its group counts, so they run two at
 * a time (docs/architecture.md#testing-and-ci).
 */
const ALONE = [
  'admin-activity',
  'admin-dashboard',
  'admin-extras',
  'admin-history',
  'admin-inbox',
  'admin-jobs',
  'admin-navigation',
  'admin-offline',
  'admin-paging',
  'admin-products',
  'admin-publications',
  'admin-roles',
  'admin-scheduling',
  'admin-services',
  'admin-translations',
  'admin-trash',
  'home-without-slides',
  'languages-product-count',
  'server-render',
  'products-paging',
  'queued-forms',
  'translated-content',
  'update',
].map((name) => `**/${name}.spec.ts`);

/**
 * `E2E_GROUP` picks the group scripts/emulated-suites.ts runs: `alone` (one worker) or `together`
 * (two). Without it, every spec runs, one at a time.
 */
const group = process.env.E2E_GROUP;
const groupFiles =
  group === 'alone' ? { testMatch: ALONE } : group === 'together' ? { testIgnore: ALONE } : {};

export default defineConfig({
  testDir: 'tests/e2e',
  ...groupFiles,
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: group === 'together' ? 2 : 1,
  forbidOnly: true,
  // No retries: a test that passes only on a second attempt is a flake, seen and fixed the day it appears.
  retries: 0,
  timeout: 45_000,
  // A page's first answer over Firestore's listen stream can come 5–15 s late: when the emulator
  // closes a new back channel at once, the SDK's WebChannel waits its retry delay (5 s plus up to
  // 10 s at random) before it asks again. Waiting longer costs a passing test nothing.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json'], ['./tests/e2e/support/page-at-failure-reporter.ts']],
  outputDir: '.cache/test-results',
  use: {
    baseURL: 'http://127.0.0.1:5000',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
});
