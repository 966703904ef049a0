import { COMPANY } from '@kigali/domain';

/** The home page (docs/product.md#home). */
export const home = {
  seoDescription: `${COMPANY.name}: CCTV, access control, alarms, networking, IT support and technology training in Kigali, Rwanda. ${COMPANY.tagline}.`,
  heading: `${COMPANY.name}: ${COMPANY.tagline}`,
  heroLabel: 'Highlights',
  contactUs: 'Contact Us',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  /** Swiper fills in {{index}} and {{slidesLength}}. */
  goToSlide: 'Go to slide {{index}}',
  slidePosition: '{{index}} / {{slidesLength}}',
  /** Shown when no slide comes back from the database (docs/product.md#home). */
  defaultSlides: [
    {
      id: 'default-products',
      title: 'Security and IT Products You Can Trust',
      description:
        'CCTV cameras, access control, alarms, intercoms and networking equipment, supplied and installed across Rwanda.',
      cta_text: 'Browse Products',
      cta_link: '/products',
    },
    {
      id: 'default-services',
      title: 'IT and Security Services for Your Business',
      description:
        'Networking, maintenance, consultancy, custom software and training from one team in Kigali.',
      cta_text: 'Explore Services',
      cta_link: '/services',
    },
  ],
  products: {
    heading: 'Featured Products',
    intro: 'The latest additions to our catalogue.',
    viewAll: 'View All Products',
    empty: 'No products to show yet.',
  },
  services: {
    heading: 'Our Services',
    intro: 'Solutions designed, installed and supported by our engineers.',
    viewAll: 'View All Services',
    empty: 'No services to show yet.',
    learnMore: 'Learn More',
  },
  partners: {
    heading: 'Our Partners',
    intro: 'We work with leading technology brands.',
  },
} as const;
