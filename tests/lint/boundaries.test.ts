// @vitest-environment node
/**
 * The layers ESLint enforces (eslint.config.js, docs/architecture.md#layers), checked with the
 * repository's own config on made-up files inside web/src and domain: each forbidden import is
 * reported by the rule that guards it, and the legal form of the same import passes.
 */
import { ESLint, type Linter } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const eslint = new ESLint({ cwd: fileURLToPath(root) });

// The first lint loads the config, its plugins and the TypeScript resolver: seconds on a busy
// machine, more than a test's own time, so it is done once before the tests.
beforeAll(
  () => reportedRules('web/src/data/made-up-warm-up.ts', "export { LIMITS } from '@kigali/domain';\n"),
  60_000,
);

/** The rule ids reported for `code` as if it were the file at `path` (relative to the repository). */
async function reportedRules(path: string, code: string): Promise<(string | null)[]> {
  const results = await eslint.lintText(code, { filePath: fileURLToPath(new URL(path, root)) });
  return results.flatMap((result) => result.messages.map((message: Linter.LintMessage) => message.ruleId));
}

describe("the admin's paged lists", () => {
  it('refuse a collection module (which public forms load) importing them', async () => {
    expect(
      await reportedRules(
        'web/src/data/made-up-submissions.ts',
        "export { adminPagesQuery } from './admin-paging';\n",
      ),
    ).toEqual(['no-restricted-imports']);
  });

  it("accept the admin's own list modules building on them", async () => {
    expect(
      await reportedRules('web/src/data/inbox.ts', "export { adminPagesQuery } from './admin-paging';\n"),
    ).toEqual([]);
  });
});

describe('import boundaries', () => {
  it("refuses a feature importing another feature's internal file", async () => {
    expect(
      await reportedRules(
        'web/src/features/home/Made-up.tsx',
        "export { ProductCard } from '@/features/catalogue/ProductCard';\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it("accepts the same import through that feature's entry file", async () => {
    expect(
      await reportedRules(
        'web/src/features/home/Made-up.tsx',
        "export { ProductCard } from '@/features/catalogue';\n",
      ),
    ).toEqual([]);
  });

  it('accepts a feature preloading another feature’s page as a lazy chunk', async () => {
    expect(
      await reportedRules(
        'web/src/features/layout/made-up.ts',
        "export const preload = () => import('@/features/search/SearchPage');\n",
      ),
    ).toEqual([]);
  });

  it('refuses the same page imported statically, which would merge it into the importer', async () => {
    expect(
      await reportedRules(
        'web/src/features/layout/made-up.ts',
        "export { SearchPage } from '@/features/search/SearchPage';\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it("accepts a feature's own files importing each other directly", async () => {
    expect(
      await reportedRules(
        'web/src/features/catalogue/Made-up.tsx',
        "export { ProductCard } from '@/features/catalogue/ProductCard';\n",
      ),
    ).toEqual([]);
  });

  it('refuses an entry file that does more than re-export', async () => {
    expect(
      await reportedRules(
        'web/src/features/catalogue/index.ts',
        "export { ProductCard } from './ProductCard';\nexport const featured = 4;\n",
      ),
    ).toEqual(['no-restricted-syntax']);
  });

  it('refuses a feature reaching lib/firestore instead of a data module', async () => {
    expect(
      await reportedRules(
        'web/src/features/home/made-up.ts',
        "export { loadFirestore } from '@/lib/firestore';\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('refuses data importing a feature', async () => {
    expect(
      await reportedRules('web/src/data/made-up.ts', "export { useAuth } from '@/features/auth';\n"),
    ).toEqual(['boundaries/dependencies']);
  });

  it('refuses ui importing data', async () => {
    expect(
      await reportedRules(
        'web/src/ui/Made-up.tsx',
        "export { createQueryClient } from '@/data/query-client';\n",
      ),
    ).toEqual(['boundaries/dependencies']);
  });

  it('refuses lib importing ui', async () => {
    expect(await reportedRules('web/src/lib/made-up.ts', "export { Button } from '@/ui/Button';\n")).toEqual([
      'boundaries/dependencies',
    ]);
  });

  it('refuses the domain importing web code, by alias or by path', async () => {
    expect(await reportedRules('domain/src/made-up.ts', "export { env } from '@/config/env';\n")).toEqual([
      'no-restricted-imports',
      'boundaries/dependencies',
    ]);
    expect(
      await reportedRules('domain/src/made-up.ts', "export { env } from '../../web/src/config/env';\n"),
    ).toEqual(['no-restricted-imports', 'boundaries/dependencies']);
  });

  it('refuses an import cycle', async () => {
    // pending-submission-changes.ts imports pending-submissions.ts; importing it back closes a cycle.
    expect(
      await reportedRules(
        'web/src/data/pending-submissions.ts',
        "export { addPendingSubmission } from './pending-submission-changes';\n",
      ),
    ).toEqual(['import-x/no-cycle']);
  });

  it('accepts a legal import between layers', async () => {
    expect(
      await reportedRules(
        'web/src/features/home/made-up.ts',
        "export { readPendingSubmissions } from '@/data/pending-submissions';\n",
      ),
    ).toEqual([]);
  });
});
