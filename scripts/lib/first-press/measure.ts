/**
 * The first presses of `npm run bench`: each press of the site at each moment after load, three
 * fresh visits, and the same press at the same moment on the static page in the same run: made
 * between the site's visits of the first press that is compared with it, and kept for the others
 * of its kind on the same device (a static press per site press would add about five minutes). The
 * figure is the site's median less the static page's.
 */
import type { Browser } from '@playwright/test';
import type { BenchPage } from '../bench-pages';
import { combined, type CpuContention, type CpuUse } from '../cpu-contention';
import {
  MOMENTS,
  PROFILES,
  SITE_PRESSES,
  STATIC_PRESSES,
  type Baseline,
  type ProfileKey,
  type SitePress,
} from './presses';
import { serveStaticPage } from './static-page';
import { scout, timedPress, type PressResult, type Scouted } from './visit';

const RUNS = 3;

export type PressRuns = {
  results: PressResult[];
  /** Median of the answered runs' times; null if none was answered. */
  median: number | null;
  cpu: CpuUse;
};

export type PressFigure = {
  press: string;
  page: string;
  profile: ProfileKey;
  moment: number;
  site: PressRuns;
  static: PressRuns;
  /** The site's median less the static page's; null when a run of either failed. */
  excess: number | null;
  budget: number;
  failures: string[];
};

type Answered = Extract<PressResult, { ms: number }>;
const answered = (result: PressResult): result is Answered => 'ms' in result;

function runsOf(runs: [PressResult, CpuUse][]): PressRuns {
  const times = runs
    .map(([result]) => result)
    .filter(answered)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  return {
    results: runs.map(([result]) => result),
    median: times.length ? times[Math.floor((times.length - 1) / 2)]! : null,
    cpu: combined(runs.map(([, use]) => use)),
  };
}

const describe = (result: PressResult) =>
  answered(result)
    ? `${result.ms} ms (at ${(result.at / 1000).toFixed(2)} s, input delay ${result.inputDelay} ms)`
    : `✖ ${result.failure}`;

const failuresOf = (runs: PressRuns) => runs.results.flatMap((r) => (answered(r) ? [] : [r.failure]));

function figureOf(
  press: SitePress,
  page: BenchPage,
  profile: ProfileKey,
  moment: number,
  site: PressRuns,
  still: PressRuns,
): PressFigure {
  const failures = [...failuresOf(site), ...failuresOf(still).map((f) => `on the static page: ${f}`)];
  return {
    press: press.name,
    page: page.label,
    profile,
    moment,
    site,
    static: still,
    excess: failures.length ? null : site.median! - still.median!,
    budget: PROFILES[profile].budget,
    failures,
  };
}

export async function measureFirstPresses(options: {
  browser: Browser;
  siteUrl: string;
  pages: BenchPage[];
  cpu: CpuContention;
  /** Only the presses whose "profile: press on page" matches: for a look at one while working on it. */
  only?: RegExp;
}): Promise<PressFigure[]> {
  const { browser, siteUrl, pages, cpu, only = /./ } = options;
  const staticSite = await serveStaticPage();
  const staticUrl = `${staticSite.url}/`;
  const figures: PressFigure[] = [];
  try {
    for (const profileKey of Object.keys(PROFILES) as ProfileKey[]) {
      const profile = PROFILES[profileKey];
      const staticScouts = new Map<Baseline, Scouted>();
      const staticRuns = new Map<string, PressRuns>();
      for (const press of SITE_PRESSES) {
        const page = pages.find((p) => p.key === press.page)!;
        const title = `${profileKey}: ${press.name} on ${page.label}`;
        if (!press.profiles.includes(profileKey) || !only.test(title)) continue;
        const url = `${siteUrl}${page.path}`;
        const staticPlan = STATIC_PRESSES[press.baseline];
        let scouted: Scouted;
        try {
          scouted = await scout(browser, url, press.plan, profile);
          if (!staticScouts.has(press.baseline)) {
            staticScouts.set(press.baseline, await scout(browser, staticUrl, staticPlan, profile));
          }
        } catch (error) {
          const failure = `its control was not found: ${String(error).split('\n')[0]}`;
          console.log(`  ${title}: ✖ ${failure}`);
          const failed: PressRuns = { results: [{ failure }], median: null, cpu: combined([]) };
          const unmeasured: PressRuns = { results: [], median: null, cpu: combined([]) };
          for (const moment of MOMENTS) {
            figures.push(figureOf(press, page, profileKey, moment, failed, unmeasured));
          }
          continue;
        }
        for (const moment of MOMENTS) {
          const key = `${press.baseline} ${moment}`;
          const site: [PressResult, CpuUse][] = [];
          const still: [PressResult, CpuUse][] = [];
          for (let run = 0; run < RUNS; run += 1) {
            site.push(await cpu.during(() => timedPress(browser, url, press.plan, scouted, profile, moment)));
            if (staticRuns.has(key)) continue;
            const staticScout = staticScouts.get(press.baseline)!;
            still.push(
              await cpu.during(() =>
                timedPress(browser, staticUrl, staticPlan, staticScout, profile, moment),
              ),
            );
          }
          if (!staticRuns.has(key)) staticRuns.set(key, runsOf(still));
          const figure = figureOf(press, page, profileKey, moment, runsOf(site), staticRuns.get(key)!);
          const staticLine = still.length
            ? `; static page ${still.map(([r]) => describe(r)).join(', ')}`
            : '';
          console.log(
            `  ${title} at ${moment / 1000} s: site ${site.map(([r]) => describe(r)).join(', ')}${staticLine}`,
          );
          figures.push(figure);
        }
      }
    }
  } finally {
    await staticSite.close();
  }
  return figures;
}
