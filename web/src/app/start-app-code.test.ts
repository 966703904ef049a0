import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubPaintTiming } from '@/test/paint-timing';
import { APP_CODE_TEMPLATE_ID } from './app-code-after-paint';
import { startAppCodeAfterFirstPaint } from './start-app-code';

/** A page as the server sends it: painted content, then the app's code held in a template. */
function serverRenderedPage() {
  document.head.innerHTML = '<meta charset="utf-8">';
  document.body.innerHTML = [
    '<main>Page</main>',
    '<script type="application/json" id="before">{}</script>',
    `<template id="${APP_CODE_TEMPLATE_ID}">`,
    ...Array.from({ length: 10 }, (_, i) => `<link rel="modulepreload" href="/assets/chunk-${i}.js">`),
    '<script type="text/x-app-loader">import("/assets/entry.client-1.js")</script>',
    '</template>',
    '<script type="application/json" id="after">{}</script>',
  ].join('');
}

const held = () => document.getElementById(APP_CODE_TEMPLATE_ID) !== null;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('startAppCodeAfterFirstPaint', () => {
  it('puts the app’s code back once the page has painted: preloads in the head, the loader where it was', async () => {
    vi.useFakeTimers();
    serverRenderedPage();
    const paint = stubPaintTiming();
    startAppCodeAfterFirstPaint();
    vi.runAllTimers();
    expect(held()).toBe(true);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);

    paint();
    await vi.runAllTimersAsync();
    expect(held()).toBe(false);
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(
      Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`),
    );
    const loader = document.querySelector('script[type="text/x-app-loader"]');
    expect(loader?.textContent).toBe('import("/assets/entry.client-1.js")');
    expect(loader?.previousElementSibling?.id).toBe('before');
    expect(loader?.nextElementSibling?.id).toBe('after');
  });

  it('waits for the page to be parsed, the template being at its end', async () => {
    vi.useFakeTimers();
    serverRenderedPage();
    const paint = stubPaintTiming();
    paint();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    startAppCodeAfterFirstPaint();
    vi.runAllTimers();
    expect(held()).toBe(true);

    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await vi.runAllTimersAsync();
    expect(held()).toBe(false);
  });

  it('puts the preloads back a few per task, the loader after them', async () => {
    vi.useFakeTimers();
    serverRenderedPage();
    stubPaintTiming()();
    startAppCodeAfterFirstPaint();
    const preloadsInHead = () => document.head.querySelectorAll('link[rel="modulepreload"]').length;
    for (const expected of [4, 8]) {
      await vi.runOnlyPendingTimersAsync();
      expect(preloadsInHead()).toBe(expected);
      expect(held()).toBe(true);
    }
    await vi.runOnlyPendingTimersAsync();
    expect(preloadsInHead()).toBe(10);
    expect(held()).toBe(false);
  });
});
