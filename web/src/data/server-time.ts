/**
 * The server's time, for the reads the rules check against it. The rules compare a publication's
 * `published_at` with `request.time`; a query bounded by the device's clock is refused when that
 * clock runs ahead of the server's. The site's own origin tells the time in every response's `Date`
 * header: robots.txt is tiny, served by Hosting itself and never answered by the service worker
 * (web/vite.config.ts), and `no-store` keeps any cache from answering with an old Date.
 */

import { reportReachable, reportUnreachable } from '@/lib/connectivity';

/** How far the server's clock is ahead of this device's (negative when the device runs ahead). */
let serverAheadMs = 0;

/** Now, by this device's clock corrected by what the server last told us. */
export function serverNow(): Date {
  return new Date(Date.now() + serverAheadMs);
}

/**
 * Asks the site for its time and remembers how far this device's clock is off, so later reads are
 * bounded right the first time. The `Date` header is whole seconds and was written before the
 * answer arrived, so the time learnt is never later than the server's: a bound taken from it is
 * accepted. Null when the site cannot be asked (offline) or sends no usable `Date`.
 */
export async function learnServerTime(): Promise<Date | null> {
  if (typeof location === 'undefined') return null;
  let response: Response;
  try {
    response = await fetch(new URL('/robots.txt', location.origin), { method: 'HEAD', cache: 'no-store' });
  } catch {
    reportUnreachable();
    return null;
  }
  reportReachable();
  const stated = Date.parse(response.headers.get('date') ?? '');
  if (Number.isNaN(stated)) return null;
  serverAheadMs = stated - Date.now();
  return new Date(stated);
}
