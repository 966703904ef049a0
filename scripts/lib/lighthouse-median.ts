/**
 * Lighthouse as a visitor's tools run it: its defaults (mobile, simulated throttling, its own load
 * wait), nothing that shortens or moves its window. Whether the page's long tasks fall inside that
 * window decides the score, so a shorter one measures a luckier page than visitors get.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import type { CpuContention, CpuUse } from './cpu-contention';
import { combined } from './cpu-contention';

const RUNS = 3;
/** Only against a run that hangs: Lighthouse's own load wait ends well before it. */
const HANG_LIMIT_MS = 180_000;

export type LighthouseMedian = {
  /** The run whose performance score is the median of the runs'. */
  median: Result;
  runs: Result[];
  cpu: CpuUse;
};

export const performanceScore = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

async function lighthouseRun(
  url: string,
  chromePath: string,
  chromeFlags: string[],
): Promise<Result | undefined> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await Promise.race([
      lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }).catch(
        (error: unknown) => (console.log(`  ${url}: Lighthouse failed: ${String(error)}`), undefined),
      ),
      new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), HANG_LIMIT_MS)),
    ]);
    if (!result)
      console.log(`  ${url}: a Lighthouse run did not finish in ${HANG_LIMIT_MS / 1000} s; left out`);
    return result?.lhr;
  } finally {
    chrome.kill();
  }
}

/** Three runs, each in a Chromium of its own; null when none finished. */
export async function lighthouseMedian(
  url: string,
  { chromePath, chromeFlags, cpu }: { chromePath: string; chromeFlags: string[]; cpu: CpuContention },
): Promise<LighthouseMedian | null> {
  const runs: Result[] = [];
  const uses: CpuUse[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const [lhr, use] = await cpu.during(() => lighthouseRun(url, chromePath, chromeFlags));
    uses.push(use);
    if (lhr) runs.push(lhr);
  }
  if (!runs.length) return null;
  // With an even count, the lower of the two middle scores.
  const byScore = [...runs].sort((a, b) => performanceScore(a) - performanceScore(b));
  return { median: byScore[Math.floor((byScore.length - 1) / 2)]!, runs, cpu: combined(uses) };
}
