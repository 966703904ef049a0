import { COMPANY } from '@kigali/domain';

/** About us and the static pages (docs/product.md#about-us and #static-pages). */
export const content = {
  about: {
    seoTitle: 'About Us',
    seoDescription: `Who we are: ${COMPANY.name}, an IT, electronics and security solutions provider in Kigali, Rwanda.`,
    heroTitle: 'Leading IT & Security Solutions Provider',
    heroText:
      'From CCTV and access control to networking, custom software and hands-on training, we help homes, businesses and institutions in Rwanda get the most out of technology.',
    servicesLink: 'Our Services',
    productsLink: 'Our Products',
    visionTitle: 'Our Vision',
    vision:
      'To be the most trusted technology partner in Rwanda and the region, making reliable IT and security systems available to every home and business.',
    missionTitle: 'Our Mission',
    mission:
      'To design, install and support technology solutions that fit our clients’ needs and budgets, and to train the people who will run them.',
    valuesTitle: 'Core Values',
    values: [
      {
        title: 'Trust & Reliability',
        text: 'We do what we promise, stand behind every installation and keep your systems running.',
      },
      {
        title: 'Customer Focus',
        text: 'We listen first, then build solutions around the way you work.',
      },
      {
        title: 'Excellence',
        text: 'Certified engineers, quality equipment and careful workmanship on every job.',
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    seoDescription: `How ${COMPANY.name} collects and uses the information you send us.`,
    paragraphs: [
      'We collect only the information you give us through our forms: your name, e-mail address, phone number and the details of your request, application or partnership proposal.',
      'We use it to answer you, to process your application or request and to provide our services. We do not sell or share it with third parties for marketing.',
      `To see, correct or delete the information we hold about you, write to ${COMPANY.email}.`,
    ],
  },
  cookies: {
    title: 'Cookie Policy',
    seoDescription: `How ${COMPANY.name}'s website uses cookies and local storage.`,
    paragraphs: [
      'Our website uses only the storage it needs to work: it keeps the pages and catalogue you have viewed on your device so the site loads quickly and works offline.',
      'We do not use advertising or tracking cookies. You can clear this data at any time from your browser settings.',
    ],
  },
  terms: {
    title: 'Terms of Service',
    seoDescription: `The terms that apply when you use ${COMPANY.name}'s website and services.`,
    intro: 'By using this website you agree to the following terms.',
    clauses: [
      {
        title: 'Use of Services',
        text: 'You may use this website to learn about our products, services and trainings and to contact us. You agree not to misuse it or to send false information.',
      },
      {
        title: 'Intellectual Property',
        text: `The content, logos and images on this website belong to ${COMPANY.name} or its partners and may not be reused without permission.`,
      },
      {
        title: 'Limitation of Liability',
        text: 'The information on this website is provided as is. Prices and availability may change, and we are not liable for losses arising from its use.',
      },
      {
        title: 'Termination',
        text: 'We may suspend or end access to the website for anyone who breaks these terms.',
      },
      {
        title: 'Modifications',
        text: 'We may update these terms at any time. Changes take effect when they are published on this page.',
      },
    ],
  },
  faq: {
    title: 'Frequently Asked Questions',
    seoDescription: `Answers to common questions about ${COMPANY.name}: internships, support, training and partnerships.`,
    entries: [
      {
        question: 'Do you offer internships?',
        answer:
          'Yes. We welcome students and recent graduates for internships in networking, security systems and software. Watch our Careers page or contact us.',
      },
      {
        question: 'Can you help with IT problems that are not listed in your services?',
        answer:
          'Yes. Tell us about your problem and our engineers will find a solution or point you to the right partner.',
      },
      {
        question: 'Do you offer training in IoT or AI?',
        answer:
          'Yes. Our training programs include IoT and smart systems, and we run AI courses on request for teams and individuals.',
      },
      {
        question: 'Can my company become a partner?',
        answer:
          'Yes. We work with distributors, resellers, technology and service partners. Send a request through the Become a Partner page.',
      },
    ],
  },
  support: {
    title: 'Support',
    seoDescription: `Get help from ${COMPANY.name}'s support team by e-mail or phone.`,
    tagline: COMPANY.supportTagline,
    intro: 'Need help with an installation, a product or a service? Our support team is here for you.',
    email: 'Email',
    phone: 'Phone',
    sendMessage: 'Send Message',
  },
  contactPage: {
    title: 'Contact Us',
    seoDescription: `Call, e-mail or visit ${COMPANY.name} in Kigali, Rwanda.`,
    intro: 'We would love to hear from you. Reach us through any of the channels below.',
    location: 'Location',
    locationText: `${COMPANY.address.locality}, ${COMPANY.address.country}`,
    email: 'Email',
    phone: 'Phone',
    social: 'Follow Us',
  },
  notFound: {
    seoDescription: 'The page you are looking for does not exist.',
  },
} as const;
