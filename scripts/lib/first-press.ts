/**
 * "First press" figures of `npm run bench`: a visitor opens a public page, reads it for 3 s, then
 * presses something; the figure is the time from the press to its visible answer, whether the
 * browser gives it (a dialog or popover opened by its invoker) or the app. Both ends are read on the
 * page's own clock: Playwright's polling would add its own delay, and its clock is not the one the
 * press was made on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizedPath, TRANSLATED_LOCALES, type TranslatedLocale } from '@kigali/domain/locales';
import type { Browser, Locator, Page } from '@playwright/test';
import { ROOT } from './emulator-config';

/**
 * What answers a press: a predicate of the recorder (installRecorder) and its arguments. Predicates
 * look only at what is painted (roles, names, ARIA states), not at how the app renders the control,
 * so a native <dialog>, a popover or React state all pass alike.
 */
type Answer =
  ['field' | 'fieldInDialog' | 'button' | 'link' | 'pressed', string] | ['expanded' | 'page', string, string];

declare global {
  interface Window {
    __firstPress?: { arm(answer: Answer): void; result?: number };
  }
}

type RecordFigure = (name: string, value: number, unit: string, budget: { max: number }) => void;

/**
 * Runs in every document of a measured page, before its own scripts. Every helper is an object
 * method: tsx compiles a named function (`const f = () => …`) with a __name() call, which the page
 * does not have.
 */
function installRecorder() {
  const KEY = 'bench-first-press';
  const dom = {
    /**
     * Painted for the visitor: not display:none (hidden, in a closed dialog or popover), not
     * transparent or visibility:hidden, and with a size.
     */
    visible(element: Element): boolean {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
      const { width, height } = element.getBoundingClientRect();
      return width > 0 && height > 0;
    },
    /** Its accessible name, near enough for these controls: aria-label, else its text. */
    isNamed(element: Element, name: string): boolean {
      const own = element.getAttribute('aria-label') ?? element.textContent ?? '';
      return own.replace(/\s+/g, ' ').trim().toLowerCase() === name.toLowerCase();
    },
    shown(selector: string, name: string): Element[] {
      return Array.from(document.querySelectorAll(selector)).filter(
        (e) => dom.isNamed(e, name) && dom.visible(e),
      );
    },
    fields(label: string): HTMLElement[] {
      return Array.from(document.querySelectorAll<HTMLInputElement>('input, textarea, select')).filter(
        (field) =>
          dom.visible(field) &&
          (dom.isNamed(field, label) || Array.from(field.labels ?? []).some((l) => dom.isNamed(l, label))),
      );
    },
  };
  const answers = {
    field(label: string): boolean {
      return dom.fields(label).length > 0;
    },
    /** Shown, so its dialog or popover is open. */
    fieldInDialog(label: string): boolean {
      return dom.fields(label).some((field) => field.closest('dialog, [popover], [role="dialog"]'));
    },
    button(name: string): boolean {
      return dom.shown('button', name).length > 0;
    },
    link(name: string): boolean {
      return dom.shown('a[href]', name).length > 0;
    },
    pressed(name: string): boolean {
      return dom.shown('button[aria-pressed="true"]', name).length > 0;
    },
    expanded(name: string, expandedName: string): boolean {
      return dom.shown('button[aria-expanded="true"]', name).length > 0 || answers.button(expandedName);
    },
    page(address: string, heading: string): boolean {
      return location.pathname + location.search === address && dom.shown('h1', heading).length > 0;
    },
  };
  // Kept in sessionStorage, the press as an absolute time, so that a press answered by loading
  // another page (a search form sent by the browser, say) is timed to that page's paint.
  type Armed = { answer: Answer; pressedAt?: number };
  let armed = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Armed | null;
  const recorder = {
    result: undefined as number | undefined,
    arm(answer: Answer): void {
      armed = { answer };
      sessionStorage.setItem(KEY, JSON.stringify(armed));
      recorder.frame();
    },
    // Only the first press once armed: the pointer moves that lead to it are not presses.
    pressed(event: Event): void {
      if (!armed || armed.pressedAt !== undefined) return;
      armed.pressedAt = performance.timeOrigin + event.timeStamp;
      sessionStorage.setItem(KEY, JSON.stringify(armed));
    },
    // Checked before each frame is painted; the answer is on screen once that frame's work is done,
    // which is when a task queued from it runs.
    frame(): void {
      const pressedAt = armed?.pressedAt;
      const [name, ...args] = armed?.answer ?? [];
      if (pressedAt === undefined || !name || !(answers[name] as (...a: string[]) => boolean)(...args)) {
        requestAnimationFrame(() => recorder.frame());
        return;
      }
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        recorder.result = Math.round(performance.timeOrigin + performance.now() - pressedAt);
        sessionStorage.removeItem(KEY);
      };
      channel.port2.postMessage(null);
    },
  };
  window.__firstPress = recorder;
  for (const type of ['pointerdown', 'keydown']) {
    window.addEventListener(type, (event) => recorder.pressed(event), { capture: true, passive: true });
  }
  if (armed) recorder.frame();
}

type Use = (control: Locator) => Promise<void>;
type Press = {
  name: string;
  path: string;
  /** Where the control is shown only on wide screens (the header's) or only on small ones. */
  screen?: 'wide' | 'small';
  /** Timed on the phone only, where the budget is tightest (keeps the bench's time down). */
  phoneOnly?: boolean;
  /** What the visitor does between reading and the timed press; says how it navigated. */
  before?: (page: Page, use: Use) => Promise<string | undefined>;
  /** Arms the recorder with what answers the press (right before it), then presses. */
  press: (page: Page, use: Use, arm: (...answer: Answer) => Promise<void>) => Promise<void>;
};

const PHONE = { width: 412, height: 915 };
const WIDE = { width: 1280, height: 800 };
const READING_MS = 3000;
const TIMEOUT_MS = 30_000;
const RUNS = 3;

const PROFILES = [
  // On a phone the header's wide-screen controls do not exist: those presses are a tablet's, at
  // the same CPU.
  { label: 'phone, 4x CPU', touch: true, cpuSlowdown: 4, budget: 200 },
  { label: 'desktop', touch: false, cpuSlowdown: 1, budget: 100 },
];

const pressFirstCategory =
  (group: string): Press['press'] =>
  async (page, use, arm) => {
    const button = page.getByRole('group', { name: group }).getByRole('button').nth(1);
    await arm('pressed', (await button.innerText()).trim());
    await use(button);
  };

const openContactFromHeader: Press['press'] = async (page, use, arm) => {
  await arm('fieldInDialog', 'Name');
  await use(page.getByRole('button', { name: 'Send a Message', exact: true }));
};

/** From the home page to /products through the header's link, then a second to look at it. */
async function goToProducts(page: Page, use: Use): Promise<string> {
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await use(navigation.getByRole('link', { name: 'Products', exact: true }));
  await page.getByRole('heading', { level: 1, name: 'Our Products' }).waitFor();
  await page.waitForTimeout(1000);
  const loaded = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.name ?? '');
  return new URL(loaded).pathname === '/' ? 'client-side' : 'a full page load';
}

/** The words of a language's catalogue (web/src/i18n/locales) that its presses look for. */
type HeroContactWords = { home: { contactUs: string }; contact: { fields: { name: string } } };
const catalogueWords = (locale: TranslatedLocale): HeroContactWords =>
  JSON.parse(readFileSync(join(ROOT, 'web', 'src', 'i18n', 'locales', `${locale}.json`), 'utf8'));

/**
 * The hero's contact dialog on the home page of each other language: the page loads its language's
 * catalogue before the app renders, which must not delay the first press.
 */
const translatedPresses = (): Press[] =>
  TRANSLATED_LOCALES.map((locale) => {
    const { home, contact } = catalogueWords(locale);
    const path = localizedPath(locale, '/');
    return {
      name: `contact dialog from the hero on ${path}`,
      path,
      phoneOnly: true,
      press: async (page, use, arm) => {
        await arm('fieldInDialog', contact.fields.name);
        await use(page.getByRole('button', { name: home.contactUs, exact: true }));
      },
    };
  });

const presses = (productSlug: string): Press[] => [
  { name: 'contact dialog from the header', path: '/', screen: 'wide', press: openContactFromHeader },
  {
    name: 'contact dialog from the hero',
    path: '/',
    press: async (page, use, arm) => {
      await arm('fieldInDialog', 'Name');
      await use(page.getByRole('button', { name: 'Contact Us', exact: true }));
    },
  },
  {
    name: 'slide-in menu',
    path: '/',
    screen: 'small',
    press: async (page, use, arm) => {
      await arm('button', 'Close menu');
      await use(page.getByRole('button', { name: 'Open menu', exact: true }));
    },
  },
  {
    // A mouse on its way to the button may open it already (it opens on hover): still timed from
    // the press.
    name: 'Focus Areas dropdown',
    path: '/',
    screen: 'wide',
    press: async (page, use, arm) => {
      await arm('link', 'Trainings');
      await use(page.getByRole('button', { name: 'Focus Areas', exact: true }));
    },
  },
  {
    name: 'Apply Now on /careers',
    path: '/careers',
    press: async (page, use, arm) => {
      await arm('field', 'Full Name');
      await use(page.getByRole('button', { name: 'Apply Now' }).first());
    },
  },
  {
    name: 'category filter on /products',
    path: '/products',
    press: pressFirstCategory('Filter products by category'),
  },
  {
    name: 'category filter on /services',
    path: '/services',
    press: pressFirstCategory('Filter services by category'),
  },
  {
    name: 'See More on a product page',
    path: `/products/${productSlug}`,
    press: async (page, use, arm) => {
      await arm('expanded', 'See More', 'See Less');
      await use(page.getByRole('button', { name: 'See More' }).first());
    },
  },
  {
    name: 'header search (Enter)',
    path: '/',
    // On a phone the header's search field is in the slide-in menu: the visitor opens it first.
    before: async (page, use) => {
      const menuButton = page.getByRole('button', { name: 'Open menu', exact: true });
      if (!(await menuButton.isVisible())) return undefined;
      await use(menuButton);
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox').waitFor();
      await page.waitForTimeout(1000);
      return undefined;
    },
    press: async (page, use, arm) => {
      await use(page.getByRole('searchbox', { name: 'Search the site' }).filter({ visible: true }));
      await page.keyboard.type('cctv');
      await arm('page', '/search?q=cctv', 'Search');
      await page.keyboard.press('Enter');
    },
  },
  {
    name: 'category filter after a client-side navigation to /products',
    path: '/',
    screen: 'wide',
    before: goToProducts,
    press: pressFirstCategory('Filter products by category'),
  },
  {
    name: 'contact dialog from the header after a client-side navigation to /products',
    path: '/',
    screen: 'wide',
    before: goToProducts,
    press: openContactFromHeader,
  },
  ...translatedPresses(),
];

/** One visit in a fresh context (nothing cached): the time to the answer, or TIMEOUT_MS without one. */
async function pressOnce(
  browser: Browser,
  url: string,
  press: Press,
  profile: (typeof PROFILES)[number],
): Promise<{ ms: number; navigation?: string }> {
  const wide = press.screen === 'wide' || !profile.touch;
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: wide ? WIDE : PHONE,
    hasTouch: profile.touch,
    isMobile: profile.touch,
  });
  context.setDefaultTimeout(TIMEOUT_MS);
  try {
    const page = await context.newPage();
    if (profile.cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    }
    await page.addInitScript(installRecorder);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(READING_MS);
    const use: Use = (control) => (profile.touch ? control.tap() : control.click());
    const navigation = await press.before?.(page, use);
    await press.press(page, use, (...answer) => page.evaluate((a) => window.__firstPress!.arm(a), answer));
    // The time is taken in the page; Playwright only fetches it, polling on a timer rather than on
    // frames, which a page that is only read may no longer produce.
    await page.waitForFunction(() => window.__firstPress?.result !== undefined, null, { polling: 100 });
    return { ms: await page.evaluate(() => window.__firstPress!.result!), navigation };
  } catch (error) {
    console.log(
      `  ✖ ${press.name} (${profile.label}): counted as ${TIMEOUT_MS} ms: ${String(error).split('\n')[0]}`,
    );
    return { ms: TIMEOUT_MS };
  } finally {
    await context.close();
  }
}

/** Records the median of 3 visits for each press and profile, and prints the three values. */
export async function measureFirstPresses(
  browser: Browser,
  siteUrl: string,
  productSlug: string,
  record: RecordFigure,
  /** Only the presses whose figure name matches: for a quick look at one while working on it. */
  only = /./,
) {
  for (const profile of PROFILES) {
    for (const press of presses(productSlug)) {
      if (!only.test(`first press (${profile.label}): ${press.name}`)) continue;
      // The slide-in menu exists only on small screens: a desktop has no such press.
      if ((press.screen === 'small' || press.phoneOnly) && !profile.touch) continue;
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await pressOnce(browser, `${siteUrl}${press.path}`, press, profile));
      }
      const values = runs.map((r) => r.ms);
      const navigations = [...new Set(runs.flatMap((r) => r.navigation ?? []))];
      const name = `first press (${profile.label}): ${press.name}`;
      const via = navigations.length ? ` (navigation: ${navigations.join(', ')})` : '';
      console.log(`  ${name}: ${values.join(', ')} ms${via}`);
      record(name, [...values].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!, 'ms', { max: profile.budget });
    }
  }
}
