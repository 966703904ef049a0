/** Products, services and trainings pages (docs/product.md#products, #services and #trainings). */
export const catalogue = {
  seeMore: 'See More',
  seeLess: 'See Less',
  notAvailable: 'N/A',
  notAvailableOffline: 'Not available offline. Connect to the internet to see this page.',
  products: {
    title: 'Our Products',
    metaDescription:
      'CCTV cameras, access control, alarms, intercom and PABX systems and networking equipment, delivered and installed in Kigali, Rwanda.',
    intro:
      'Security, communication and networking equipment from trusted brands, installed by our engineers.',
    filterLabel: 'Filter products by category',
    all: 'All Products',
    empty: 'No products found in this category.',
    notFound: 'Product not found',
    category: 'Category',
    stockStatus: 'Stock Status',
    unknownStock: 'Unknown',
    price: 'Price',
    sku: 'SKU',
    specifications: 'Specifications',
    buyNow: 'Buy Now-Chat with Us',
    opensInNewTab: '(opens in a new tab)',
    viewDetails: 'View details',
    backToList: 'Back to Products',
  },
  services: {
    title: 'Our Services',
    metaDescription:
      'Network installation, security systems, IT consulting, cloud services, hardware support and software development for businesses in Rwanda.',
    intro:
      'From the first site survey to long-term support, our team designs, installs and maintains your systems.',
    filterLabel: 'Filter services by category',
    all: 'All',
    empty: 'No services found in this category.',
    notFound: 'Service not found',
    features: 'What We Offer',
    priceRange: 'Price Range',
    learnMore: 'Learn more',
    backToList: 'Back to Services',
  },
  trainings: {
    title: 'Our Training Programs',
    metaDescription:
      'Hands-on technology training in Kigali: CCTV installation, networking (CCNA preparation), IoT and smart systems, with certificates.',
    intro: 'Practical, instructor-led courses with real equipment, for beginners and professionals.',
    filterLabel: 'Filter trainings by category',
    all: 'All Trainings',
    empty: 'No training programs are available at the moment.',
    notFound: 'Training not found',
    loading: 'Loading…',
    whatYouLearn: "What You'll Learn",
    courseFee: 'Course Fee',
    backToList: 'Back to Trainings',
  },
} as const;
