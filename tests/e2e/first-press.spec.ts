import { expect, test, type Page } from '@playwright/test';
import { adminDb } from './support/admin';
import { holdTheApp, isHydrated, waitForHydration } from './support/hydration';

/**
 * Every press a visitor makes on a public page is answered, whether the app has hydrated the page
 * yet or not. The dialogs and menus are opened by the browser itself (invoker commands, popovers):
 * they answer while the app's code is held back. The other presses are remembered and made again
 * by the app once it has started. How fast each answer comes is measured by `npm run bench`.
 */
type Press = {
  name: string;
  path: string;
  /** The slide-in menu exists on small screens only; the header's own controls on wide ones. */
  viewport?: { width: number; height: number };
  /** Answered by the browser, without the app. */
  byThePlatform: boolean;
  press: (page: Page) => Promise<void>;
  expectAnswered: (page: Page) => Promise<void>;
};

const PHONE = { width: 412, height: 915 };
const contactField = (page: Page) => page.getByRole('dialog', { name: 'Contact Us' }).getByLabel('Name');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

const firstCategory = (page: Page) =>
  page
    .getByRole('group', { name: /categor/i })
    .getByRole('button')
    .nth(1);

/** The first category after "All": pressed, then shown as the one selected. */
const categoryFilterPress = (path: string): Press => ({
  name: `a category filter on ${path} is applied`,
  path,
  byThePlatform: false,
  press: (page) => firstCategory(page).click(),
  expectAnswered: (page) => expect(firstCategory(page)).toHaveAttribute('aria-pressed', 'true'),
});

const presses: Press[] = [
  {
    name: 'the header "Send a Message" opens the contact dialog',
    path: '/',
    byThePlatform: true,
    press: (page) => page.getByRole('button', { name: 'Send a Message' }).click(),
    expectAnswered: async (page) => {
      await expect(contactField(page)).toBeVisible();
      // The browser moves focus into the modal, and Escape closes it, back to the button.
      await expect(
        page.getByRole('dialog', { name: 'Contact Us' }).getByRole('button', { name: 'Close' }),
      ).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(contactField(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Send a Message' })).toBeFocused();
    },
  },
  {
    name: 'the hero "Contact Us" opens the contact dialog',
    path: '/',
    byThePlatform: true,
    press: (page) =>
      page.getByRole('region', { name: 'Highlights' }).getByRole('button', { name: 'Contact Us' }).click(),
    expectAnswered: (page) => expect(contactField(page)).toBeVisible(),
  },
  {
    name: 'the menu button opens the slide-in menu',
    path: '/',
    viewport: PHONE,
    byThePlatform: true,
    press: (page) => page.getByRole('button', { name: 'Open menu' }).click(),
    expectAnswered: async (page) => {
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Careers' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    },
  },
  {
    name: 'the menu\'s "Send a Message" opens the contact dialog in the menu\'s place',
    path: '/',
    viewport: PHONE,
    byThePlatform: true,
    press: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Send a Message' })
        .click();
    },
    expectAnswered: async (page) => {
      await expect(contactField(page)).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      await page.keyboard.press('Escape');
      await expect(contactField(page)).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    },
  },
  {
    name: 'a press on Focus Areas opens its dropdown',
    path: '/',
    byThePlatform: true,
    press: (page) => mainNav(page).getByRole('button', { name: 'Focus Areas' }).click(),
    expectAnswered: async (page) => {
      await expect(mainNav(page).getByRole('link', { name: 'Trainings' })).toBeVisible();
      const trigger = mainNav(page).getByRole('button', { name: 'Focus Areas' });
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      // Under its button, not wherever the browser puts a popover by default.
      const triggerBox = (await trigger.boundingBox())!;
      const linkBox = (await mainNav(page).getByRole('link', { name: 'Trainings' }).boundingBox())!;
      expect(linkBox.y).toBeGreaterThanOrEqual(triggerBox.y + triggerBox.height);
      expect(Math.abs(linkBox.x - triggerBox.x)).toBeLessThan(40);
      await page.keyboard.press('Escape');
      await expect(mainNav(page).getByRole('link', { name: 'Trainings' })).toBeHidden();
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    },
  },
  {
    name: '"Apply Now" shows the application form',
    path: '/careers',
    byThePlatform: false,
    press: (page) => page.getByRole('button', { name: 'Apply Now' }).first().click(),
    expectAnswered: (page) =>
      expect(page.getByRole('region', { name: /^Apply for / }).getByLabel('Full Name')).toBeVisible(),
  },
  categoryFilterPress('/products'),
  categoryFilterPress('/services'),
  {
    name: '"See More" shows the whole description',
    path: '/products/hikvision-4mp-dome-camera',
    byThePlatform: false,
    press: (page) => page.getByRole('button', { name: 'See More' }).click(),
    expectAnswered: (page) =>
      expect(page.getByRole('button', { name: 'See Less' })).toHaveAttribute('aria-expanded', 'true'),
  },
  {
    name: 'the header search opens the search page with the term and its results',
    path: '/',
    // A GET form: the browser sends it, and the server answers with the results.
    byThePlatform: true,
    press: async (page) => {
      const search = page.getByRole('search').getByRole('searchbox', { name: 'Search the site' });
      await search.fill('dome camera');
      await search.press('Enter');
    },
    expectAnswered: async (page) => {
      await expect(page).toHaveURL(/\/search\?q=dome\+camera$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Hikvision 4MP Dome Camera' }),
      ).toBeVisible();
    },
  },
];

for (const press of presses) {
  test.describe(press.name, () => {
    if (press.viewport) test.use({ viewport: press.viewport });

    test('before the app has hydrated the page', async ({ page }) => {
      const release = await holdTheApp(page);
      await page.goto(press.path);
      await press.press(page);
      if (press.byThePlatform) {
        await press.expectAnswered(page);
        expect(await isHydrated(page)).toBe(false);
        release();
      } else {
        // Remembered, not lost: made again by the app as soon as it has started.
        release();
        await waitForHydration(page);
        await press.expectAnswered(page);
      }
    });

    test('once the app has hydrated the page', async ({ page }) => {
      await page.goto(press.path);
      await waitForHydration(page);
      await press.press(page);
      await press.expectAnswered(page);
    });
  });
}

test('after a client-side navigation, the filters and the contact dialog answer', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await mainNav(page).getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
  await firstCategory(page).click();
  await expect(firstCategory(page)).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Send a Message' }).click();
  await expect(contactField(page)).toBeVisible();
});

test('the partners strip is in the server-rendered HTML, logos and names', async ({ request }) => {
  const partners = await adminDb().collection('partners').where('is_active', '==', true).get();
  expect(partners.size).toBeGreaterThan(0);
  const home = await (await request.get('/')).text();
  for (const partner of partners.docs) expect(home).toContain(`alt="${partner.get('name')}"`);
});
