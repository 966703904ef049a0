import { createHash } from 'node:crypto';

/**
 * Inline scripts a page carries (its boot script, React Router's hydration data and module loader):
 * executable ones only, never JSON or JSON-LD data blocks, which no browser runs.
 */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const DATA_BLOCK = /\stype="application\/(?:ld\+)?json"/;

/** The page's inline scripts as CSP sources: the policy lets in exactly these. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (DATA_BLOCK.test(attributes) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return [...hashes];
}
