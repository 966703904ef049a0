import { createHash } from 'node:crypto';

/**
 * The address a request came from. Hosting puts the visitor's address first in X-Forwarded-For (the
 * proxies it went through follow); without that header (the Function called on its own URL) it is
 * the connection's. A caller who reaches the Function's own URL may write that header, and so may
 * choose to count as many senders: App Check enforcement and the mail throttle bound what that buys.
 */
export function requestingAddress(
  forwardedFor: string | string[] | undefined,
  connection: string | undefined,
) {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim();
  return first || connection || 'unknown';
}

/**
 * Who sends, as the limits count them: a salted hash of the address and of the App Check app (when a
 * verified token came). The address itself is never stored; without the salt (a secret), the hash
 * cannot be reversed by trying every address.
 */
export function senderKey(salt: string, address: string, appId: string | null): string {
  return createHash('sha256')
    .update(`${salt}\n${address}\n${appId ?? ''}`)
    .digest('hex')
    .slice(0, 40);
}
