import { afterEach, expect, it, vi } from 'vitest';
import { runZodWithoutEval } from './zod-without-eval';

afterEach(() => {
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  vi.resetModules();
});

it('is the setting zod loads with: no eval', async () => {
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  vi.resetModules();
  runZodWithoutEval();
  const z = await import('zod');
  expect(z.config().jitless).toBe(true);
});
