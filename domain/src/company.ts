/** The company's public identity: one place for every contact detail the site shows. */
export const COMPANY = {
  name: 'Kigali Tech Solutions',
  tagline: 'Connecting You to Technology',
  supportTagline: 'Systems Made for You',
  email: 'info@kigalitech.rw',
  careersEmail: 'careers@kigalitech.rw',
  phones: ['+250 788 123 456', '+250 722 654 321'],
  /** Digits only, as the chat app's links want them. */
  chatNumber: '250788123456',
  address: {
    street: 'KG 11 Ave, Kacyiru',
    locality: 'Kigali',
    country: 'Rwanda',
    countryCode: 'RW',
  },
  geo: { latitude: -1.94, longitude: 29.87 },
  areaServed: 'Rwanda',
  openingHours: 'Mo-Fr 08:00-18:00',
  priceRange: 'RWF',
  languages: ['English', 'Kinyarwanda', 'French'],
  social: {
    facebook: 'https://www.facebook.com/kigalitech',
    instagram: 'https://www.instagram.com/kigalitech',
    x: 'https://x.com/kigalitech',
    linkedin: 'https://www.linkedin.com/company/kigalitech',
  },
} as const;
