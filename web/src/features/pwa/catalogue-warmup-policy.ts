import type { Locale } from '@kigali/domain/locales';

/**
 * When this browser reads the whole catalogue for offline use (use-catalogue-warmup.ts). The
 * warm-up downloads a page per product, service and training, so it is kept to visitors who come
 * back (a first visit costs the same with 20 or 2,000 products) and to once a day.
 */
export const WARMUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Each language is kept apart: a visitor who changes language gets that language's pages too. */
const storageKey = (locale: Locale) => `kigali.catalogueWarmedAt.${locale}`;

export function shouldWarmCatalogue({
  returningVisit,
  online,
  lastWarmedAt,
  now = Date.now(),
}: {
  returningVisit: boolean;
  online: boolean;
  lastWarmedAt: number | null;
  now?: number;
}): boolean {
  if (!returningVisit || !online) return false;
  return lastWarmedAt === null || now - lastWarmedAt >= WARMUP_INTERVAL_MS || lastWarmedAt > now;
}

export function readLastWarmedAt(locale: Locale): number | null {
  try {
    const stored = Number(localStorage.getItem(storageKey(locale)));
    return Number.isFinite(stored) && stored > 0 ? stored : null;
  } catch {
    // Storage refused (private mode, policy): warm as if never warmed.
    return null;
  }
}

export function recordWarmedAt(locale: Locale, now = Date.now()) {
  try {
    localStorage.setItem(storageKey(locale), String(now));
  } catch {
    // Without storage the next returning visit warms again: costlier, never wrong.
  }
}
