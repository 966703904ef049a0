import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';
import { DEFAULT_LOCALE, LOCALES, localePrefix, type Locale } from '@kigali/domain/locales';
import { paths } from './config/paths';

/** A path of config/paths.ts as a route's own path, under its language's prefix. */
const own = (path: string) => path.replace(/^\//, '');

/**
 * The public pages of docs/product.md#route-table in one language. Each language has the same
 * pages under its prefix (/fr/products), so a route's id names its language.
 */
function publicPages(locale: Locale) {
  const id = (name: string) => `${locale}/${name}`;
  return [
    layout(`features/layout/public-layout.${locale}.route.tsx`, { id: id('layout') }, [
      index('features/home/home.route.tsx', { id: id('home') }),
      route(own(paths.about), 'features/content/about.route.tsx', { id: id('about') }),
      route(own(paths.products), 'features/catalogue/products.route.tsx', { id: id('products') }),
      route(own(paths.product(':slug')), 'features/catalogue/product.route.tsx', { id: id('product') }),
      route(own(paths.services), 'features/catalogue/services.route.tsx', { id: id('services') }),
      route(own(paths.service(':slug')), 'features/catalogue/service.route.tsx', { id: id('service') }),
      route(own(paths.trainings), 'features/catalogue/trainings.route.tsx', { id: id('trainings') }),
      route(own(paths.training(':slug')), 'features/catalogue/training.route.tsx', { id: id('training') }),
      route(own(paths.careers), 'features/careers/careers.route.tsx', { id: id('careers') }),
      route(own(paths.workWithUs), 'features/partnership/work-with-us.route.tsx', { id: id('work-with-us') }),
      route(own(paths.news), 'features/news/news.route.tsx', { id: id('news') }),
      route(own(paths.article(':id')), 'features/news/article.route.tsx', { id: id('article') }),
      route(own(paths.contact), 'features/content/contact.route.tsx', { id: id('contact') }),
      route(own(paths.support), 'features/content/support.route.tsx', { id: id('support') }),
      route(own(paths.faq), 'features/content/faq.route.tsx', { id: id('faq') }),
      route(own(paths.privacy), 'features/content/privacy.route.tsx', { id: id('privacy') }),
      route(own(paths.terms), 'features/content/terms.route.tsx', { id: id('terms') }),
      route(own(paths.cookies), 'features/content/cookies.route.tsx', { id: id('cookies') }),
      route(own(paths.search()), 'features/search/search.route.tsx', { id: id('search') }),
      route('*', 'features/content/not-found.route.tsx', { id: id('not-found') }),
    ]),
    // The whole catalogue in this language, for the site search and the offline copy.
    route(own(paths.catalogueIndex), 'features/search/catalogue-index.route.ts', {
      id: id('catalogue-index'),
    }),
  ];
}

export default LOCALES.flatMap((locale) =>
  locale === DEFAULT_LOCALE ? publicPages(locale) : prefix(own(localePrefix(locale)), publicPages(locale)),
) satisfies RouteConfig;
