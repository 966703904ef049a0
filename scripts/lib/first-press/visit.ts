/**
 * One visit of a first press, in a fresh browser context (nothing cached): open the page, wait
 * for its load event, wait until the moment, press with raw input. Nothing is run in the page
 * between the load and the press; where the controls are was found beforehand by a visit of its
 * own (scout).
 */
import type { Browser, BrowserContext } from '@playwright/test';
import { press, type, type Point } from './raw-input';
import type { PressPlan, Profile } from './presses';
import { installRecorder, type PressState } from './recorder';

/** Generous: the slowest answers measured here take about 2 s at 4x. */
const ANSWER_LIMIT_MS = 15_000;
const LOAD_LIMIT_MS = 60_000;
/**
 * Between the steps made before the timed press (open the menu, then type in its search field): a
 * visitor presses what they see, once the menu has slid in. Its 300 ms slide begins when the page
 * has handled the press, 0.3-0.4 s after a press made at load on the 4x-slowed phone: the menu is in
 * place 0.6-0.7 s after the press, and a field pressed at 0.6 s may still be sliding under the finger.
 */
const STEP_GAP_MS = 800;
/** Lets the slide-in menu finish its entrance before the next control's place is read. */
const SETTLE_MS = 1000;
const REPORT_PREFIX = 'bench-first-press:';

export type Scouted = { points: Point[]; targetName: string };

export type PressResult =
  | {
      /** From the press's input timestamp to the end of the frame that paints its answer. */
      ms: number;
      /** When the press was made, after the load event. */
      at: number;
      /** How long the press waited for the page's main thread. */
      inputDelay: number;
    }
  | { failure: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function openContext(browser: Browser, profile: Profile): Promise<BrowserContext> {
  const context = await browser.newContext(profile.context);
  context.setDefaultTimeout(LOAD_LIMIT_MS);
  return context;
}

/**
 * Where each step's control is on the screen at load, and the pressed control's name (a
 * category's label, say), read in a visit of its own at full CPU speed.
 */
export async function scout(
  browser: Browser,
  url: string,
  plan: PressPlan,
  profile: Profile,
): Promise<Scouted> {
  const context = await openContext(browser, profile);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const viewport = page.viewportSize()!;
    const points: Point[] = [];
    let targetName = '';
    for (const [index, step] of plan.steps.entries()) {
      const control = step.control(page);
      await control.waitFor({ state: 'visible' });
      const box = (await control.boundingBox())!;
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (point.y < 0 || point.y > viewport.height || point.x < 0 || point.x > viewport.width) {
        throw new Error(
          `${url}: the control of step ${index + 1} is off the screen at load (${point.x}, ${point.y})`,
        );
      }
      points.push(point);
      if (index === plan.steps.length - 1) {
        targetName = await control.evaluate((element) =>
          (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
        );
      } else {
        await (profile.pointer === 'touch' ? control.tap() : control.click());
        if (step.type) await page.keyboard.insertText(step.type);
        await page.waitForTimeout(SETTLE_MS);
      }
    }
    return { points, targetName };
  } finally {
    await context.close();
  }
}

/** Why a press that was not answered failed, from what the recorder saw. */
function failureOf(state: PressState | undefined, targetName: string): string {
  if (!state) return 'the recorder did not run in the page';
  if (state.pressedAt === undefined) {
    return state.hits.length
      ? `the press landed on ${state.hits.at(-1)}, not on "${targetName}" (presses in order: ${state.hits.join(', ')})`
      : 'the press never reached the page';
  }
  return `no answer within ${ANSWER_LIMIT_MS / 1000} s`;
}

export async function timedPress(
  browser: Browser,
  url: string,
  plan: PressPlan,
  scouted: Scouted,
  profile: Profile,
  moment: number,
): Promise<PressResult> {
  const context = await openContext(browser, profile);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpuSlowdown > 1) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    }
    await page.addInitScript(installRecorder, {
      target: { kind: plan.targetKind, name: scouted.targetName },
      answer: plan.answer(scouted.targetName),
      reportPrefix: REPORT_PREFIX,
    });
    const answered = new Promise<PressState>((resolve) =>
      page.on('console', (message) => {
        const text = message.text();
        if (text.startsWith(REPORT_PREFIX)) resolve(JSON.parse(text.slice(REPORT_PREFIX.length)));
      }),
    );
    await page.goto(url, { waitUntil: 'load' });
    const loaded = performance.now();
    // The browser acknowledges an input once the page has handled it: not waited for, since a
    // visitor's next touch does not wait either; only their errors are kept.
    const inputErrors: Promise<string | undefined>[] = [];
    const keep = (input: Promise<unknown>) =>
      inputErrors.push(
        input.then(
          () => undefined,
          (error: unknown) => String(error).split('\n')[0],
        ),
      );
    for (const [index, step] of plan.steps.entries()) {
      const timed = index === plan.steps.length - 1;
      await sleep(loaded + (timed ? moment : index * STEP_GAP_MS) - performance.now());
      const pressed = press(cdp, profile.pointer, scouted.points[index]!);
      keep(pressed);
      // Typed once the field has its focus, as a visitor types once the keyboard is up.
      if (step.type) keep(pressed.then(() => type(cdp, step.type!)));
    }
    const state = await Promise.race([answered, sleep(ANSWER_LIMIT_MS).then(() => undefined)]);
    const inputError = (
      await Promise.race([Promise.all(inputErrors), sleep(ANSWER_LIMIT_MS).then(() => [])])
    ).find(Boolean);
    if (inputError) return { failure: `the input failed: ${inputError}` };
    if (!state) {
      const seen = await page.evaluate(() => window.__firstPress?.state).catch(() => undefined);
      return { failure: failureOf(seen, scouted.targetName) };
    }
    if (!state.trusted) return { failure: 'the press reached the page as an untrusted event' };
    return {
      ms: Math.round(state.answeredAt! - state.pressedAt!),
      at: Math.round(state.pressedAt! - state.loadAt!),
      inputDelay: Math.round(state.seenAt! - state.pressedAt!),
    };
  } catch (error) {
    return { failure: String(error).split('\n')[0]! };
  } finally {
    await context.close();
  }
}
