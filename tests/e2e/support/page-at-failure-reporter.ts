import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Enough of a page to see what was on screen, without flooding the log. */
const MAX_LINES = 250;

/** The "# Page snapshot" section of Playwright's error context: the page's accessibility tree. */
function pageSnapshot(errorContext: string): string | null {
  const section = errorContext.split(/^# /m).find((part) => part.startsWith('Page snapshot'));
  if (!section) return null;
  const lines = section.split('\n').slice(1);
  const shown = lines.slice(0, MAX_LINES);
  if (lines.length > MAX_LINES)
    shown.push(`… ${lines.length - MAX_LINES} more lines in the error context file`);
  return shown.join('\n').trim();
}

/**
 * CI keeps only what a run prints, not the screenshots and traces under .cache/test-results, so a
 * failure there would be judged from its error message alone. This prints what the page showed
 * when a test failed (the error message itself is printed by the list reporter).
 */
export default class PageAtFailureReporter implements Reporter {
  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((attachment) => attachment.name === 'error-context');
    if (!context?.path) return;
    let snapshot: string | null;
    try {
      snapshot = pageSnapshot(readFileSync(context.path, 'utf8'));
    } catch {
      return;
    }
    if (!snapshot) return;
    const title = `${test.titlePath().filter(Boolean).join(' › ')} (attempt ${result.retry + 1})`;
    console.log(`\n── What the page showed when this failed: ${title}\n${snapshot}\n── end of page`);
  }
}
