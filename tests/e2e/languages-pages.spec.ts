import { productOrderMessage } from '@kigali/domain/chat-link';
import { expect, test, type Page } from '@playwright/test';
import { Catalogue, TRANSLATED } from './support/catalogue';
import { waitForHydration } from './support/hydration';

/**
 * A sample of public pages in each translated language: the page's language, its heading and
 * static texts from that language's catalogue (web/src/i18n/locales), links that stay in the
 * language, and dates and counts written the language's way. One page visit per test.
 */

const main = (page: Page) => page.getByRole('main');

/** Kigali keeps UTC+2 all year: the day a date shows is Kigali's (web/src/i18n/format-date.ts). */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

/** A date as the language writes it, from its catalogue's month names and pattern. */
function dateText(t: Catalogue, date: Date): string {
  const kigali = new Date(date.getTime() + KIGALI_OFFSET_MS);
  return t.text('dates.long', {
    day: String(kigali.getUTCDate()),
    month: t.translatedList('dates.months')[kigali.getUTCMonth()]!,
    year: String(kigali.getUTCFullYear()),
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const locale of TRANSLATED) {
  test.describe(`in ${locale}`, () => {
    const t = new Catalogue(locale);
    const at = (path: string) => `/${locale}${path === '/' ? '' : path}`;

    test('the home page: language, heading, sections, and header and footer links that stay in the language', async ({
      page,
    }) => {
      await page.goto(at('/'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        page.getByRole('heading', { level: 1, name: t.translated('home.heading') }),
      ).toBeAttached();
      await expect(
        main(page).getByRole('heading', { name: t.translated('home.products.heading') }),
      ).toBeVisible();
      await expect(
        main(page).getByRole('heading', { name: t.translated('home.services.heading') }),
      ).toBeVisible();
      await expect(
        main(page).getByRole('link', { name: t.translated('home.products.viewAll') }),
      ).toHaveAttribute('href', at('/products'));
      const navigation = page.getByRole('navigation', { name: t.translated('layout.mainNavigation') });
      await expect(
        navigation.getByRole('link', { name: t.translated('layout.nav.products') }),
      ).toHaveAttribute('href', at('/products'));
      await expect(
        navigation.getByRole('link', { name: t.translated('layout.nav.careers') }),
      ).toHaveAttribute('href', at('/careers'));
      const footer = page.getByRole('contentinfo');
      await expect(
        footer.getByRole('link', { name: t.translated('layout.footer.links.privacy') }),
      ).toHaveAttribute('href', at('/privacy'));
      await expect(footer.getByText(t.translated('layout.footer.groups.contact'))).toBeVisible();
      // The address is one message of the language (French writes it as English does).
      await expect(footer).toContainText(
        t.text('layout.footer.addressLine', { street: 'KG 11 Ave, Kacyiru' }),
      );

      // Once the app has taken the page over, every link of the header and footer into the site
      // stays in the language; links that offer another language say so with their lang.
      await waitForHydration(page);
      const siteLinks = await page
        .locator(
          'header a[href^="/"]:not([hreflang]):not([lang]), footer a[href^="/"]:not([hreflang]):not([lang])',
        )
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(siteLinks.length).toBeGreaterThan(10);
      expect(siteLinks.filter((href) => href !== `/${locale}` && !href.startsWith(`/${locale}/`))).toEqual(
        [],
      );
    });

    test('a product page: its texts, the order message in the language, and the way back to the list', async ({
      page,
    }) => {
      await page.goto(at('/products/hikvision-4mp-dome-camera'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const name = main(page).getByRole('heading', { level: 1 });
      await expect(name).toBeVisible();
      await expect(main(page).locator('dt')).toContainText([
        t.translated('catalogue.products.category'),
        t.translated('catalogue.products.stockStatus'),
        t.translated('catalogue.products.price'),
      ]);
      await expect(
        main(page).getByRole('heading', { name: t.translated('catalogue.products.specifications') }),
      ).toBeVisible();
      const chat = main(page).getByRole('link', { name: t.translated('catalogue.products.buyNow') });
      await expect(chat).toBeVisible();
      // The chat app opens with the order in the page's language, naming the product as the page does.
      const order = new URL((await chat.getAttribute('href')) ?? '').searchParams.get('text');
      expect(order).toBe(
        productOrderMessage({ name: (await name.textContent()) ?? '', price: 85_000 }, locale),
      );
      await expect(
        main(page).getByRole('link', { name: t.translated('catalogue.products.backToList') }),
      ).toHaveAttribute('href', at('/products'));
    });

    test('the services page: heading, intro and filter', async ({ page }) => {
      await page.goto(at('/services'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        main(page).getByRole('heading', { level: 1, name: t.translated('catalogue.services.title') }),
      ).toBeVisible();
      await expect(main(page).getByText(t.translated('catalogue.services.intro'))).toBeVisible();
      await expect(
        main(page).getByRole('group', { name: t.translated('catalogue.services.filterLabel') }),
      ).toBeVisible();
      await expect(main(page).locator(`a[href^="/${locale}/services/"]`).first()).toBeVisible();
    });

    test('the trainings page: heading, intro and filter', async ({ page }) => {
      await page.goto(at('/trainings'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        main(page).getByRole('heading', { level: 1, name: t.translated('catalogue.trainings.title') }),
      ).toBeVisible();
      await expect(main(page).getByText(t.translated('catalogue.trainings.intro'))).toBeVisible();
      await expect(
        main(page).getByRole('button', { name: t.translated('catalogue.trainings.all') }),
      ).toBeVisible();
    });

    test('the careers page: heading, a posting card and its deadline in the language', async ({ page }) => {
      await page.goto(at('/careers'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        main(page).getByRole('heading', { level: 1, name: t.translated('careers.title') }),
      ).toBeVisible();
      await expect(main(page).getByText(t.translated('careers.intro'))).toBeVisible();
      const card = main(page).getByRole('article').first();
      await expect(card.getByRole('button', { name: t.translated('careers.applyNow') })).toBeVisible();
      await expect(card.getByRole('heading', { name: t.translated('careers.requirements') })).toBeVisible();
      // Every seeded open posting has a deadline: a day as the language writes it (French's "1er"),
      // a month of the catalogue's, a year.
      const months = t.translatedList('dates.months');
      // Any space of the pattern matches any: the page's text is matched with its spaces normalized.
      const onDay = (day: number) =>
        escapeRegExp(t.text('dates.long', { day: String(day), month: '\u0002', year: '\u0003' }))
          .replace(/\s+/g, '\\s+')
          .replace('\u0002', `(?:${months.map(escapeRegExp).join('|')})`)
          .replace('\u0003', '\\d{4}');
      const deadline = Array.from({ length: 31 }, (_, index) => onDay(index + 1)).join('|');
      const deadlines = main(page)
        .locator('dd')
        .filter({ hasText: new RegExp(`^(?:${deadline})$`) });
      await expect(deadlines.first()).toBeVisible();
      await expect(
        main(page)
          .locator('dt')
          .filter({ hasText: t.translated('careers.deadline') })
          .first(),
      ).toBeVisible();
    });

    test('the about page: heading, vision, mission and values', async ({ page }) => {
      await page.goto(at('/aboutus'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        main(page).getByRole('heading', { level: 1, name: t.translated('content.about.heroTitle') }),
      ).toBeVisible();
      await expect(
        main(page).getByRole('heading', { name: t.translated('content.about.visionTitle') }),
      ).toBeVisible();
      await expect(main(page).getByText(t.translated('content.about.mission'))).toBeVisible();
      await expect(
        main(page).getByRole('heading', { name: t.translated('content.about.values.0.title') }),
      ).toBeVisible();
      await expect(
        main(page).getByRole('link', { name: t.translated('content.about.productsLink') }),
      ).toHaveAttribute('href', at('/products'));
    });

    test('the FAQ: heading and its questions', async ({ page }) => {
      await page.goto(at('/faq'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        main(page).getByRole('heading', { level: 1, name: t.translated('content.faq.title') }),
      ).toBeVisible();
      await expect(main(page).locator('dt')).toHaveText(
        [0, 1, 2, 3].map((index) => t.translated(`content.faq.entries.${index}.question`)),
      );
      await expect(main(page).getByText(t.translated('content.faq.entries.0.answer'))).toBeVisible();
    });

    test('the privacy page: heading and its paragraphs', async ({ page }) => {
      await page.goto(at('/privacy'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        main(page).getByRole('heading', { level: 1, name: t.translated('content.privacy.title') }),
      ).toBeVisible();
      await expect(main(page).getByText(t.translated('content.privacy.paragraphs.0'))).toBeVisible();
      await expect(main(page).getByText(t.translated('content.privacy.paragraphs.2'))).toBeVisible();
    });

    test('the news page: heading, and the articles dated in the language', async ({ page }) => {
      await page.goto(at('/news'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(
        main(page).getByRole('heading', { level: 1, name: t.translated('news.title') }),
      ).toBeVisible();
      // The article's title is its link; "Read more" only shows the way, hidden from screen readers.
      await expect(main(page).getByText(t.translated('news.readMore')).first()).toBeVisible();
      await expect(main(page).getByRole('heading', { level: 2 }).getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^/${locale}/news/`),
      );
      const dates = main(page).locator('time');
      await expect(dates.first()).toBeVisible();
      for (const time of await dates.all()) {
        await expect(time).toHaveText(dateText(t, new Date((await time.getAttribute('datetime'))!)));
      }
    });

    test('an article page: its byline is one sentence of the language, its day the <time>', async ({
      page,
    }) => {
      await page.goto(at('/news/pub-cctv-buying-guide'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const time = main(page).locator('article header time');
      const day = dateText(t, new Date((await time.getAttribute('datetime'))!));
      await expect(time).toHaveText(day);
      // Character for character: the sentence around the day is the catalogue's, not English's.
      expect(await main(page).locator('article header p').textContent()).toContain(
        t.translated('news.publishedOn', { date: day }),
      );
    });

    test('an unknown page under the language is its 404', async ({ page }) => {
      await page.goto(at('/no-such-page'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(t.translated('common.notFoundTitle'));
      await expect(main(page).getByRole('heading', { level: 1, name: '404' })).toBeVisible();
      await expect(main(page).getByText(t.translated('common.notFoundText'))).toBeVisible();
      await expect(main(page).getByRole('link', { name: t.translated('common.backHome') })).toHaveAttribute(
        'href',
        at('/'),
      );
    });
  });
}
