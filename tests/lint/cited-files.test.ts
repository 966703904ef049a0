// @vitest-environment node
/**
 * A comment or a doc that names a file of this repository names one that exists: a moved or
 * renamed file leaves no pointer to nowhere behind. Paths are matched as written, relative to the
 * citing file (`./`, `../`), through the `@/` alias, or as the end of a tracked file's path
 * (`data/paging.ts`, `paths.ts`); generated files (ignored by git) and build output are not checked.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
const SELF = 'tests/lint/cited-files.test.ts';
const tracked = git('ls-files').split('\n').filter(Boolean);

/** A path of a source or doc file, as prose writes one (not part of a URL, a glob or a placeholder). */
const CITED_PATH =
  /(?<![\w/@.:$<>{}*-])(?:@\/|\.{1,2}\/)?(?:[\w.-]+\/)*[\w-][\w.-]*\.(?:tsx?|mjs|md|json|rules)(?![\w/-])/g;
/** Comments of a script: block comments, and line comments not inside a URL or a string's start. */
const COMMENT = /\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/[^\n]*/g;

function citedPaths(file: string, text: string): string[] {
  const cited = file.endsWith('.md') ? text : (text.match(COMMENT) ?? []).join('\n');
  return [...cited.matchAll(CITED_PATH)].map((match) => match[0]);
}

function exists(citing: string, cited: string): boolean {
  if (cited.startsWith('./') || cited.startsWith('../')) {
    return tracked.includes(normalize(join(dirname(citing), cited)));
  }
  const path = cited.replace(/^@\//, 'web/src/');
  return tracked.some((file) => file === path || file.endsWith(`/${path}`));
}

const isIgnored = (path: string) => {
  try {
    git('check-ignore', '-q', path);
    return true;
  } catch {
    return false;
  }
};

/** Every citation of a file that is neither tracked nor generated, as "citing file: cited path". */
function missingCitations(): string[] {
  return (
    tracked
      // This file's own examples name a missing file on purpose.
      .filter((file) => /\.(md|tsx?|mjs|rules)$/.test(file) && !file.startsWith('bench/') && file !== SELF)
      .flatMap((file) =>
        citedPaths(file, readFileSync(join(root, file), 'utf8'))
          .filter((cited) => !exists(file, cited) && !isIgnored(cited))
          .map((cited) => `${file}: ${cited}`),
      )
  );
}

describe('files named in comments and docs', () => {
  it('exist', () => {
    expect(missingCitations()).toEqual([]);
  });

  it('are found however they are written, and a missing one is reported', () => {
    expect(exists('docs/architecture.md', 'web/src/data/paging.ts')).toBe(true);
    expect(exists('web/src/data/trash.ts', './paging.ts')).toBe(true);
    expect(exists('web/src/app/router.tsx', '@/features/admin/screens.tsx')).toBe(true);
    expect(exists('README.md', 'locales/en.json')).toBe(true);
    expect(exists('web/vite/icu-catalogue.ts', 'src/i18n/number-format.ts')).toBe(false);
    expect(
      citedPaths('web/src/x.ts', '/** see data/gone.ts and https://example.com/a.ts */\nconst a = "b.ts";'),
    ).toEqual(['data/gone.ts']);
  });
});
