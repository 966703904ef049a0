/** Every route of the app in one place (docs/product.md#route-table). */
export const paths = {
  home: '/',
  about: '/aboutus',
  products: '/products',
  product: (slug: string) => `/products/${slug}`,
  services: '/services',
  service: (slug: string) => `/services/${slug}`,
  trainings: '/trainings',
  training: (slug: string) => `/trainings/${slug}`,
  careers: '/careers',
  workWithUs: '/work-with-us',
  login: '/login',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  support: '/support',
  faq: '/faq',
  news: '/news',
  article: (id: string) => `/news/${id}`,
  contact: '/contact',
  search: (term?: string) => (term ? `/search?${new URLSearchParams({ q: term })}` : '/search'),
  /** The whole catalogue of a language as data: the site search reads it, also offline. */
  catalogueIndex: '/catalogue.json',
  /** The back office; its screens' addresses are declared with them (features/admin/screens.tsx). */
  admin: '/admin',
} as const;
