import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_DIR } from './emulator-config';

/** Each suite writes a JSON report here; the test command sums them into one closing line. */
export const REPORT_DIR = join(CACHE_DIR, 'test-reports');

type Counts = { passed: number; failed: number; skipped: number };

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export function vitestCounts(name: string): Counts | null {
  const report = readJson(join(REPORT_DIR, `${name}.json`)) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  } | null;
  if (!report) return null;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

/** The end-to-end suite runs in two groups (playwright.config.ts), each with its report. */
export const E2E_GROUPS = ['alone', 'together'] as const;

function playwrightGroupCounts(group: string): Counts | null {
  const report = readJson(join(REPORT_DIR, `e2e-${group}.json`)) as {
    stats: { expected: number; unexpected: number; skipped: number; flaky: number };
  } | null;
  if (!report) return null;
  const { expected, unexpected, skipped, flaky } = report.stats;
  // A test that passed only on a retry is a flake to fix the day it appears, not a pass.
  return { passed: expected, failed: unexpected + flaky, skipped };
}

export function playwrightCounts(): Counts | null {
  const groups = E2E_GROUPS.map(playwrightGroupCounts).filter((counts) => counts !== null);
  return groups.length === 0 ? null : sumCounts(groups);
}

export function sumCounts(parts: (Counts | null)[]): Counts {
  return parts.reduce<Counts>(
    (total, part) =>
      part
        ? {
            passed: total.passed + part.passed,
            failed: total.failed + part.failed,
            skipped: total.skipped + part.skipped,
          }
        : total,
    { passed: 0, failed: 0, skipped: 0 },
  );
}
