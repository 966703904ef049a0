/**
 * Text shapes shared by the zod schemas and firestore.rules. Each one is RE2-compatible (no
 * look-around, no back-references) so the rules can repeat it verbatim; keep the two in step
 * (tests/rules/patterns.rules.test.ts lists those the rules use: the admin forms').
 */
export const PATTERNS = {
  email:
    "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\\.[A-Za-z]{2,}$",
  phone: '^\\+?[0-9][0-9 ().-]{5,28}$',
  httpUrl: '^https?://[^\\s/?#]+[^\\s]*$',
  /**
   * An image the Content-Security-Policy lets show (img-src https:): https only, or http on the
   * loopback, where the local Storage emulator serves uploads (no other machine can read it).
   */
  imageUrl: '^(?:https://[^\\s/?#]+|http://(?:127[.]0[.]0[.]1|localhost):[0-9]+/)[^\\s]*$',
  slug: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
  /** A path on this site; "//host" and "/\host" are refused because browsers read both as another host. */
  sitePath: '^/(?:[^/\\\\\\s][^\\s]*)?$',
  singleLine: '^[^\\r\\n]*$',
} as const;

export const matches = (pattern: keyof typeof PATTERNS) => new RegExp(PATTERNS[pattern]);
