/**
 * The first presses the bench times, on the site and on the static page they are compared with.
 * Controls are found by role and name, as a visitor finds them, never by how the app renders them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@kigali/domain/locales';
import { devices, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import type { PageKey } from '../bench-pages';
import { ROOT } from '../emulator-config';
import type { Answer, Target } from './recorder';
import type { Pointer } from './raw-input';

/** One touch or click, on a control found by role and name; `type` is then typed into it. */
export type Step = { control: (page: Page) => Locator; type?: string };

export type PressPlan = {
  /** Made in order; all but the last right after load, the last at the moment measured. */
  steps: Step[];
  targetKind: Target['kind'];
  /** What answers the press, given the pressed control's name as read on the page. */
  answer: (name: string) => Answer;
};

export type ProfileKey = 'phone' | 'desktop';
export type Profile = {
  label: string;
  pointer: Pointer;
  cpuSlowdown: number;
  context: BrowserContextOptions;
  /** The most a press may take beyond the same press on the static page, in ms. */
  budget: number;
};

export const PROFILES: Record<ProfileKey, Profile> = {
  phone: {
    label: 'phone (Pixel 7, touch, CPU 4x slower)',
    pointer: 'touch',
    cpuSlowdown: 4,
    context: devices['Pixel 7'],
    budget: 150,
  },
  desktop: {
    label: 'desktop (mouse)',
    pointer: 'mouse',
    cpuSlowdown: 1,
    context: { viewport: { width: 1280, height: 800 } },
    budget: 50,
  },
};

/** Pressed at each of these times after the page's load event, in ms. */
export const MOMENTS = [1500, 3000, 8000];

const button = (name: string) => (page: Page) =>
  page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();

const opensDialogWithField = (buttonName: string, field: string): PressPlan => ({
  steps: [{ control: button(buttonName) }],
  targetKind: 'button',
  answer: () => ['fieldInDialog', field],
});

/** A press the static page has too, with the same names: so the same plan runs on both. */
const SHARED = {
  contactFromHero: opensDialogWithField('Contact Us', 'Name'),
  menu: {
    steps: [{ control: button('Open menu') }],
    targetKind: 'button',
    answer: () => ['button', 'Close menu'],
  },
  focusAreas: {
    steps: [{ control: button('Focus Areas') }],
    targetKind: 'button',
    answer: () => ['link', 'Trainings'],
  },
  // On a phone the search field is in the slide-in menu: the visitor opens it and types first.
  searchFromMenu: {
    steps: [
      { control: button('Open menu') },
      {
        control: (page) => page.getByRole('searchbox', { name: 'Search the site' }).filter({ visible: true }),
        type: 'cctv',
      },
      { control: button('Search') },
    ],
    targetKind: 'button',
    answer: () => ['page', '/search?q=cctv', 'Search'],
  },
} satisfies Record<string, PressPlan>;

/** The static page's presses: each site press is compared with the one of the same kind. */
export type Baseline = 'dialog' | 'menu' | 'popover' | 'search';
export const STATIC_PRESSES: Record<Baseline, PressPlan> = {
  dialog: SHARED.contactFromHero,
  menu: SHARED.menu,
  popover: SHARED.focusAreas,
  search: SHARED.searchFromMenu,
};

export type SitePress = {
  name: string;
  page: PageKey;
  profiles: ProfileKey[];
  plan: PressPlan;
  /**
   * The static press it is compared with: the same mechanism where the static page has it, else
   * its dialog, the quickest answer this machine gives a press.
   */
  baseline: Baseline;
};

/** The second filter button: the first is "All", already pressed. */
const firstCategory = (group: string) => (page: Page) =>
  page.getByRole('group', { name: group }).getByRole('button').nth(1);

/** The words of a language's catalogue (web/src/i18n/locales) that its press looks for. */
type HeroContactWords = { home: { contactUs: string }; contact: { fields: { name: string } } };
const catalogueWords = (locale: TranslatedLocale): HeroContactWords =>
  JSON.parse(readFileSync(join(ROOT, 'web', 'src', 'i18n', 'locales', `${locale}.json`), 'utf8'));

export const SITE_PRESSES: SitePress[] = [
  {
    name: 'hero "Contact Us"',
    page: 'home',
    profiles: ['phone'],
    plan: SHARED.contactFromHero,
    baseline: 'dialog',
  },
  { name: 'slide-in menu', page: 'home', profiles: ['phone'], plan: SHARED.menu, baseline: 'menu' },
  {
    name: 'header "Send a Message"',
    page: 'home',
    profiles: ['desktop'],
    plan: opensDialogWithField('Send a Message', 'Name'),
    baseline: 'dialog',
  },
  { name: 'Focus Areas', page: 'home', profiles: ['desktop'], plan: SHARED.focusAreas, baseline: 'popover' },
  {
    name: '"Apply Now"',
    page: 'careers',
    profiles: ['phone', 'desktop'],
    plan: {
      steps: [{ control: (page) => page.getByRole('button', { name: 'Apply Now' }).first() }],
      targetKind: 'button',
      answer: () => ['field', 'Full Name'],
    },
    baseline: 'dialog',
  },
  {
    name: 'a category filter',
    page: 'products',
    profiles: ['phone', 'desktop'],
    plan: {
      steps: [{ control: firstCategory('Filter products by category') }],
      targetKind: 'button',
      answer: (name) => ['pressed', name],
    },
    baseline: 'dialog',
  },
  {
    name: '"See More"',
    page: 'product',
    profiles: ['phone'],
    plan: {
      steps: [{ control: (page) => page.getByRole('button', { name: 'See More' }).first() }],
      targetKind: 'button',
      answer: () => ['expanded', 'See More', 'See Less'],
    },
    baseline: 'dialog',
  },
  {
    name: 'header search',
    page: 'home',
    profiles: ['phone'],
    plan: SHARED.searchFromMenu,
    baseline: 'search',
  },
  // The other languages' home pages load their catalogue before the app renders, which must not
  // delay the first press: one press each keeps the bench's time.
  ...TRANSLATED_LOCALES.map((locale): SitePress => {
    const { home, contact } = catalogueWords(locale);
    return {
      name: `hero "${home.contactUs}"`,
      page: locale,
      profiles: ['phone'],
      plan: opensDialogWithField(home.contactUs, contact.fields.name),
      baseline: 'dialog',
    };
  }),
];
