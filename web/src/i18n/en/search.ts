/** The catalogue search page (/search?q=). */
export const search = {
  title: 'Search',
  metaDescription: 'Search our products, services and training programs.',
  label: 'Search',
  placeholder: 'Products, services, trainings...',
  emptyQuery: 'Type a word to search our products, services and training programs.',
  noResults: (term: string) => `No results for "${term}".`,
  resultCount: (count: number, term: string) =>
    `${count} ${count === 1 ? 'result' : 'results'} for "${term}"`,
  products: 'Products',
  services: 'Services',
  trainings: 'Trainings',
} as const;
