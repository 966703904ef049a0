import { expect, test } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForServiceWorkerControl } from './support/pwa';

declare global {
  interface Window {
    __openedBeforeUpdate?: boolean;
  }
}

const DIST = join(import.meta.dirname, '../../web/dist');
const SERVICE_WORKER = join(DIST, 'sw.js');
const INDEX = join(DIST, 'index.html');

/**
 * "Deploys" a new version into the served build: index.html gets a version marker and sw.js a
 * new precache revision for it, which is what a rebuild with a changed page produces.
 */
function deployNewVersion(version: string) {
  const index = readFileSync(INDEX, 'utf8');
  const worker = readFileSync(SERVICE_WORKER, 'utf8');
  const revision = /\{url:"index\.html",revision:"[^"]+"\}/;
  expect(worker).toMatch(revision);
  writeFileSync(INDEX, index.replace('<head>', `<head><meta name="app-version" content="${version}">`));
  writeFileSync(SERVICE_WORKER, worker.replace(revision, `{url:"index.html",revision:"${version}"}`));
  return () => {
    writeFileSync(INDEX, index);
    writeFileSync(SERVICE_WORKER, worker);
  };
}

test('a new version never reloads by itself: the toast asks, and Reload gives the new version', async ({
  page,
}) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await page.evaluate(() => {
    window.__openedBeforeUpdate = true;
  });

  const version = `e2e-${Date.now()}`;
  const restore = deployNewVersion(version);
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const toast = page.getByRole('status').filter({ hasText: 'New version available' });
    await expect(toast).toBeVisible({ timeout: 20_000 });

    // A reload would follow the new version taking control of the page: it is waiting instead.
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(true);
    expect(await page.evaluate(() => window.__openedBeforeUpdate)).toBe(true);
    await expect(page.locator('meta[name="app-version"]')).toHaveCount(0);

    // The visitor has moved through the page before pressing Reload, and the carousels that loaded
    // are in place. A Reload pressed while their code and images were still coming through the
    // service worker was seen to leave the new version waiting: a known problem, not yet solved;
    // this test checks the update flow itself.
    await page.mouse.move(5, 5);
    await expect(page.locator('.swiper-initialized').first()).toBeVisible();
    await toast.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('meta[name="app-version"]')).toHaveAttribute('content', version);
    expect(await page.evaluate(() => window.__openedBeforeUpdate)).toBeUndefined();
  } finally {
    restore();
  }
});
