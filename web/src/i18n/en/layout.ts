import { COMPANY } from '@kigali/domain';

/**
 * Header, navigation, side tab and footer around every public page (docs/product.md#header-and-navigation and
 * #footer).
 */
export const layout = {
  skipToContent: 'Skip to main content',
  homeLink: `${COMPANY.name} home`,
  mainNavigation: 'Main navigation',
  nav: {
    home: 'Home',
    about: 'About Us',
    focusAreas: 'Focus Areas',
    trainings: 'Trainings',
    services: 'Services',
    products: 'Products',
    contact: 'Contact',
    careers: 'Careers',
    partner: 'Become a Partner',
  },
  sendMessage: 'Send a Message',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  search: {
    label: 'Search the site',
    placeholder: 'Search products, services...',
    submit: 'Search',
  },
  footer: {
    navigation: 'Footer',
    about:
      'IT, electronics and security solutions in Kigali: CCTV, access control, alarms, intercom and PABX, networking, maintenance, software and training.',
    groups: {
      solutions: 'Solutions',
      support: 'Support',
      company: 'Company',
      legal: 'Legal',
      contact: 'Get in Touch',
    },
    links: {
      itServices: 'IT Services',
      cctv: 'CCTV Systems',
      network: 'Network Solutions',
      trainings: 'Training Programs',
      contact: 'Contact Us',
      faq: 'FAQ',
      support: 'Support',
      about: 'About Us',
      careers: 'Careers',
      partner: 'Become a Partner',
      news: 'News',
      privacy: 'Privacy Policy',
      terms: 'Terms of Service',
      cookies: 'Cookie Policy',
    },
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    social: 'Follow us',
    copyright: (year: number) => `© ${year} ${COMPANY.name}. All rights reserved.`,
  },
  social: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    x: 'X',
    linkedin: 'LinkedIn',
  },
} as const;
