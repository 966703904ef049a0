/** The news list and article pages. */
export const news = {
  title: 'News',
  metaDescription: 'Company news, technology trends and practical guides from Kigali Tech Solutions.',
  intro: 'Company news, technology trends and practical guides from our team.',
  empty: 'There is no news yet. Please check back regularly for updates.',
  readMore: 'Read more',
  publishedOn: 'Published on',
  notFound: 'Article not found',
  backToList: 'Back to News',
} as const;
