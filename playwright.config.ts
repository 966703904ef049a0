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

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  // No retries: a test that passes only on a second attempt is a flake, seen and fixed the day it appears.
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
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
