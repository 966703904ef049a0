import { expect, test, type Page } from '@playwright/test';
import { LIMITS } from '@kigali/domain';
import { waitForHydration } from './support/hydration';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test.describe('header', () => {
  test('lists the navigation items in order and marks the current page', async ({ page }) => {
    await page.goto('/aboutus');
    const items = mainNav(page).locator(':scope > ul > li > a, :scope > ul > li > div > button');
    await expect(items).toHaveText([
      'Home',
      'About Us',
      'Focus Areas',
      'Products',
      'Contact',
      'Careers',
      'Become a Partner',
    ]);
    const hrefs = await mainNav(page)
      .locator(':scope > ul > li > a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/aboutus', '/products', '/contact', '/careers', '/work-with-us']);
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  test('Focus Areas opens on hover and lists Trainings and Services', async ({ page }) => {
    await page.goto('/');
    // A hover before the server-rendered page is hydrated has nothing to answer it (a press has).
    await waitForHydration(page);
    const trigger = mainNav(page).getByRole('button', { name: 'Focus Areas' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Trainings' })).toBeHidden();
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Trainings' })).toHaveAttribute(
      'href',
      '/trainings',
    );
    await mainNav(page).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test('Focus Areas works from the keyboard', async ({ page }) => {
    await page.goto('/');
    // Enter opens it by itself (a popover); moving into it with the arrows is the app's.
    await waitForHydration(page);
    const trigger = mainNav(page).getByRole('button', { name: 'Focus Areas' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: 'Trainings' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: 'Services' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: 'Trainings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/trainings$/);
  });

  test('Focus Areas closes when focus leaves it and after an item is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const trigger = mainNav(page).getByRole('button', { name: 'Focus Areas' });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(mainNav(page).getByRole('link', { name: 'Trainings' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Trainings' })).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await trigger.click();
    await mainNav(page).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(mainNav(page).getByRole('link', { name: 'Services' })).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('the skip link is the first stop and moves to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the header search opens the search page with the term', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Search the site' });
    await search.fill('dome camera');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dome\+camera$/);
  });

  test('the side tab slides in while scrolling and hides 1 second after it stops', async ({ page }) => {
    await page.goto('/');
    const tab = page.getByTestId('side-tab');
    await expect(tab).toHaveText('Connecting You to Technology');
    await expect(tab).toHaveAttribute('data-visible', 'false');
    // The tab answers scrolling once the page is hydrated: a scroll made before is not replayed.
    await waitForHydration(page);
    // From the scroll on, the page's clock moves only as the test moves it. (Installed once the
    // page is hydrated: the app's start waits for idle moments, which a paused clock never gives.)
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 800);
    await expect(tab).toHaveAttribute('data-visible', 'true');
    await page.clock.runFor(LIMITS.sideTabHideMs - 1);
    await expect(tab).toHaveAttribute('data-visible', 'true');
    await page.clock.runFor(1);
    await expect(tab).toHaveAttribute('data-visible', 'false');
  });
});

test.describe('mobile menu', () => {
  test('slides in, lists the same items and closes on a link tap @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the slide-in menu replaces the navigation bar on small screens only');
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    for (const name of [
      'Home',
      'About Us',
      'Trainings',
      'Services',
      'Products',
      'Contact',
      'Careers',
      'Become a Partner',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on Escape and gives focus back to the menu button @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the slide-in menu exists on small screens only');
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(open).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has the footer link groups, contact details, social links and the current year @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const groups: Record<string, [string, string][]> = {
      Solutions: [
        ['IT Services', '/services'],
        ['CCTV Systems', '/services'],
        ['Network Solutions', '/services'],
        ['Training Programs', '/trainings'],
      ],
      Support: [
        ['Contact Us', '/contact'],
        ['FAQ', '/faq'],
        ['Support', '/support'],
      ],
      Company: [
        ['About Us', '/aboutus'],
        ['Careers', '/careers'],
        ['Become a Partner', '/work-with-us'],
        ['News', '/news'],
      ],
      Legal: [
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
        ['Cookie Policy', '/cookies'],
      ],
    };
    for (const [title, links] of Object.entries(groups)) {
      const group = footer.getByRole('heading', { name: title, exact: true }).locator('xpath=..');
      const found = await group
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((a) => [a.textContent, a.getAttribute('href')]));
      expect(found).toEqual(links);
    }
    await expect(footer.getByRole('link', { name: '+250 788 123 456' })).toHaveAttribute(
      'href',
      'tel:+250788123456',
    );
    await expect(footer.getByRole('link', { name: '+250 722 654 321' })).toHaveAttribute(
      'href',
      'tel:+250722654321',
    );
    await expect(footer.getByRole('link', { name: 'info@kigalitech.rw' })).toHaveAttribute(
      'href',
      'mailto:info@kigalitech.rw',
    );
    await expect(footer).toContainText('KG 11 Ave, Kacyiru, Kigali, Rwanda');
    for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn']) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Kigali Tech Solutions`);
  });
});
