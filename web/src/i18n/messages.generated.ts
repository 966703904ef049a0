// Generated from src/i18n/locales/en.json by `npm run i18n:types`: do not edit.
// A test (src/i18n/catalogues.test.ts) fails when it is out of date.

export type Messages = {
  readonly common: {
    readonly companyName: string;
    readonly tagline: string;
    readonly loading: string;
    readonly notFoundTitle: string;
    readonly notFoundText: string;
    readonly backHome: string;
    readonly submitting: string;
    readonly cancel: string;
    readonly close: string;
    readonly errorTitle: string;
    readonly errorText: string;
  };
  readonly layout: {
    readonly skipToContent: string;
    readonly homeLink: string;
    readonly mainNavigation: string;
    readonly nav: {
      readonly home: string;
      readonly about: string;
      readonly focusAreas: string;
      readonly trainings: string;
      readonly services: string;
      readonly products: string;
      readonly contact: string;
      readonly careers: string;
      readonly partner: string;
    };
    readonly sendMessage: string;
    readonly openMenu: string;
    readonly closeMenu: string;
    readonly menuTitle: string;
    readonly search: {
      readonly label: string;
      readonly placeholder: string;
      readonly submit: string;
    };
    readonly footer: {
      readonly navigation: string;
      readonly about: string;
      readonly groups: {
        readonly solutions: string;
        readonly support: string;
        readonly company: string;
        readonly legal: string;
        readonly contact: string;
      };
      readonly links: {
        readonly itServices: string;
        readonly cctv: string;
        readonly network: string;
        readonly trainings: string;
        readonly contact: string;
        readonly faq: string;
        readonly support: string;
        readonly about: string;
        readonly careers: string;
        readonly partner: string;
        readonly news: string;
        readonly privacy: string;
        readonly terms: string;
        readonly cookies: string;
      };
      readonly phone: string;
      readonly email: string;
      readonly address: string;
      readonly addressLine: (values: { street: string }) => string;
      readonly social: string;
      readonly copyright: (values: { year: string }) => string;
    };
    readonly social: {
      readonly facebook: string;
      readonly instagram: string;
      readonly x: string;
      readonly linkedin: string;
    };
  };
  readonly home: {
    readonly seoDescription: string;
    readonly heading: string;
    readonly heroLabel: string;
    readonly contactUs: string;
    readonly previousSlide: string;
    readonly nextSlide: string;
    readonly firstSlide: string;
    readonly lastSlide: string;
    readonly goToSlide: (values: { index: string }) => string;
    readonly slidePosition: (values: { index: string; slidesLength: string }) => string;
    readonly defaultSlides: {
      readonly products: {
        readonly title: string;
        readonly description: string;
        readonly cta_text: string;
      };
      readonly services: {
        readonly title: string;
        readonly description: string;
        readonly cta_text: string;
      };
    };
    readonly products: {
      readonly heading: string;
      readonly intro: string;
      readonly viewAll: string;
      readonly empty: string;
    };
    readonly services: {
      readonly heading: string;
      readonly intro: string;
      readonly viewAll: string;
      readonly empty: string;
      readonly learnMore: string;
    };
    readonly partners: {
      readonly heading: string;
      readonly intro: string;
    };
  };
  readonly content: {
    readonly about: {
      readonly seoTitle: string;
      readonly seoDescription: string;
      readonly heroTitle: string;
      readonly heroText: string;
      readonly servicesLink: string;
      readonly productsLink: string;
      readonly visionTitle: string;
      readonly vision: string;
      readonly missionTitle: string;
      readonly mission: string;
      readonly valuesTitle: string;
      readonly values: readonly {
        readonly title: string;
        readonly text: string;
      }[];
    };
    readonly privacy: {
      readonly title: string;
      readonly seoDescription: string;
      readonly paragraphs: readonly string[];
    };
    readonly cookies: {
      readonly title: string;
      readonly seoDescription: string;
      readonly paragraphs: readonly string[];
    };
    readonly terms: {
      readonly title: string;
      readonly seoDescription: string;
      readonly intro: string;
      readonly clauses: readonly {
        readonly title: string;
        readonly text: string;
      }[];
    };
    readonly faq: {
      readonly title: string;
      readonly seoDescription: string;
      readonly entries: readonly {
        readonly question: string;
        readonly answer: string;
      }[];
    };
    readonly support: {
      readonly title: string;
      readonly seoDescription: string;
      readonly tagline: string;
      readonly intro: string;
      readonly email: string;
      readonly phone: string;
      readonly sendMessage: string;
    };
    readonly contactPage: {
      readonly title: string;
      readonly seoDescription: string;
      readonly intro: string;
      readonly location: string;
      readonly locationText: string;
      readonly email: string;
      readonly phone: string;
      readonly social: string;
    };
    readonly notFound: {
      readonly seoDescription: string;
    };
  };
  readonly contact: {
    readonly title: string;
    readonly intro: string;
    readonly fields: {
      readonly name: string;
      readonly email: string;
      readonly phone: string;
      readonly message: string;
    };
    readonly send: string;
    readonly sending: string;
    readonly close: string;
    readonly success: string;
    readonly failure: string;
    readonly queued: string;
  };
  readonly catalogue: {
    readonly seeMore: string;
    readonly seeLess: string;
    readonly notAvailable: string;
    readonly notAvailableOffline: string;
    readonly products: {
      readonly title: string;
      readonly metaDescription: string;
      readonly intro: string;
      readonly filterLabel: string;
      readonly all: string;
      readonly empty: string;
      readonly notFound: string;
      readonly category: string;
      readonly stockStatus: string;
      readonly unknownStock: string;
      readonly price: string;
      readonly sku: string;
      readonly specifications: string;
      readonly buyNow: string;
      readonly opensInNewTab: string;
      readonly viewDetails: string;
      readonly backToList: string;
    };
    readonly services: {
      readonly title: string;
      readonly metaDescription: string;
      readonly intro: string;
      readonly filterLabel: string;
      readonly all: string;
      readonly empty: string;
      readonly notFound: string;
      readonly features: string;
      readonly priceRange: string;
      readonly learnMore: string;
      readonly backToList: string;
    };
    readonly trainings: {
      readonly title: string;
      readonly metaDescription: string;
      readonly intro: string;
      readonly filterLabel: string;
      readonly all: string;
      readonly empty: string;
      readonly notFound: string;
      readonly loading: string;
      readonly whatYouLearn: string;
      readonly courseFee: string;
      readonly backToList: string;
    };
  };
  readonly careers: {
    readonly title: string;
    readonly metaDescription: string;
    readonly intro: string;
    readonly loading: string;
    readonly empty: string;
    readonly department: string;
    readonly location: string;
    readonly deadline: string;
    readonly noDeadline: string;
    readonly factTerm: (values: { term: string }) => string;
    readonly requirements: string;
    readonly responsibilities: string;
    readonly applyNow: string;
    readonly applyFor: (values: { title: string }) => string;
    readonly fields: {
      readonly fullName: string;
      readonly email: string;
      readonly phone: string;
      readonly resumeUrl: string;
      readonly resumeUrlHint: string;
      readonly coverLetter: string;
    };
    readonly submit: string;
    readonly submitting: string;
    readonly cancel: string;
    readonly success: string;
    readonly queued: string;
    readonly failure: string;
  };
  readonly partnership: {
    readonly title: string;
    readonly metaDescription: string;
    readonly intro: string;
    readonly fields: {
      readonly companyName: string;
      readonly tinNumber: string;
      readonly contactPerson: string;
      readonly email: string;
      readonly phone: string;
      readonly partnershipType: string;
      readonly choosePartnershipType: string;
      readonly description: string;
      readonly descriptionHint: string;
    };
    readonly submit: string;
    readonly submitting: string;
    readonly success: string;
    readonly queued: string;
    readonly failure: string;
  };
  readonly news: {
    readonly title: string;
    readonly metaDescription: string;
    readonly intro: string;
    readonly empty: string;
    readonly readMore: string;
    readonly publishedOn: (values: { date: string }) => string;
    readonly notFound: string;
    readonly backToList: string;
  };
  readonly search: {
    readonly title: string;
    readonly metaDescription: string;
    readonly label: string;
    readonly placeholder: string;
    readonly emptyQuery: string;
    readonly noResults: (values: { term: string }) => string;
    readonly resultCount: (values: { count: number; countText: string; term: string }) => string;
    readonly products: string;
    readonly services: string;
    readonly trainings: string;
    readonly trainingFee: (values: { price: string }) => string;
  };
  readonly pwa: {
    readonly offline: string;
    readonly install: string;
    readonly updateAvailable: string;
    readonly reload: string;
    readonly later: string;
    readonly submissionQueued: string;
    readonly tooManySubmissions: (values: { minutes: number; minutesText: string }) => string;
    readonly pendingSubmissions: (values: { count: number; countText: string }) => string;
    readonly pendingShort: (values: { countText: string }) => string;
    readonly refused: {
      readonly notice: (values: { count: number; countText: string }) => string;
      readonly review: string;
      readonly title: string;
      readonly intro: string;
      readonly message: string;
      readonly partnershipRequest: string;
      readonly application: (values: { title: string }) => string;
      readonly reasons: {
        readonly 'posting-closed': string;
        readonly refused: string;
        readonly unconfirmed: string;
      };
      readonly copyDetails: string;
      readonly copied: string;
      readonly copyFailed: string;
      readonly seeOpenPositions: string;
      readonly discard: string;
      readonly detailLine: (values: { label: string; value: string }) => string;
    };
    readonly admin: {
      readonly offline: string;
      readonly savingOffline: string;
    };
    readonly appDescription: string;
    readonly screenshotWide: string;
    readonly screenshotNarrow: string;
  };
  readonly paging: {
    readonly loadMore: string;
    readonly loadingMore: string;
    readonly products: {
      readonly shown: (values: { shown: number; shownText: string }) => string;
      readonly ofTotal: (values: { shownText: string; total: number; totalText: string }) => string;
    };
  };
  readonly labels: {
    readonly serviceCategories: {
      readonly 'Network Solutions': string;
      readonly 'Security Systems': string;
      readonly 'IT Consulting': string;
      readonly 'Cloud Services': string;
      readonly 'Hardware Support': string;
      readonly 'Software Development': string;
      readonly Training: string;
    };
    readonly publicationCategories: {
      readonly 'Company News': string;
      readonly 'Technology Trends': string;
      readonly 'Product Updates': string;
      readonly 'Industry Insights': string;
      readonly Events: string;
      readonly Tutorials: string;
    };
    readonly stockStatus: {
      readonly in_stock: string;
      readonly out_of_stock: string;
      readonly pre_order: string;
    };
    readonly partnershipTypes: {
      readonly distributor: string;
      readonly reseller: string;
      readonly technology: string;
      readonly service: string;
    };
  };
  readonly validation: {
    readonly nameRequired: string;
    readonly invalidEmail: string;
    readonly phoneRequired: string;
    readonly invalidPhone: string;
    readonly messageMin: string;
    readonly fullNameRequired: string;
    readonly resumeUrl: string;
    readonly companyNameRequired: string;
    readonly tinRequired: string;
    readonly contactPersonRequired: string;
    readonly partnershipType: string;
    readonly partnershipDescription: string;
    readonly singleLine: string;
    readonly tooLong: (values: { max: string }) => string;
  };
  readonly dates: {
    readonly months: readonly string[];
    readonly long: (values: { day: string; month: string; year: string }) => string;
  };
  readonly language: {
    readonly label: string;
    readonly offer: {
      readonly text: string;
      readonly accept: string;
      readonly dismiss: string;
    };
  };
};
