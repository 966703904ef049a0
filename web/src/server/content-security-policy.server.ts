import { createHash } from 'node:crypto';

/**
 * Inline scripts a page carries (React Router's hydration data and module loader): executable
 * ones only, never JSON or JSON-LD data blocks, which no browser runs.
 */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\stype="application\/(?:ld\+)?json"/;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page's Content-Security-Policy. No 'unsafe-inline' for scripts: the page's own inline
 * scripts are allowed by their hashes, so a cached page keeps a valid policy (a nonce would be
 * shared by everyone the cache serves). `connectSources` and `imageSources` add the origins a
 * deployment needs beyond this site (App Check, the Storage emulator on the loopback).
 */
export function pagePolicy({
  scriptHashes,
  connectSources = [],
  imageSources = [],
  scriptSources = [],
  frameSources = [],
}: {
  scriptHashes: readonly string[];
  connectSources?: readonly string[];
  imageSources?: readonly string[];
  scriptSources?: readonly string[];
  frameSources?: readonly string[];
}): string {
  const list = (...parts: readonly string[]) => parts.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...scriptSources)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', 'https:', ...imageSources)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...connectSources)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src ${frameSources.length ? list(...frameSources) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
