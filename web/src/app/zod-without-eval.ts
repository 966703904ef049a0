/**
 * The Content-Security-Policy allows no eval: zod's first parse would try `new Function` and the
 * browser would report the refusal on every page. zod takes its settings from this global when it
 * loads (zod/v4/core), so each entry (entry.client.tsx, admin-main.tsx) sets it before any chunk that
 * parses is evaluated; `z.config()`
 * from the app's own code would come after modules that parse while they load.
 * zod-without-eval.test.ts checks that zod still reads it.
 */
export function runZodWithoutEval() {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
