import type { Publication } from '@kigali/domain';
import type { Locale } from '@kigali/domain/locales';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentMessages, loadLocale } from '@/i18n';
import { ArticleByline } from './ArticleByline';

const article: Pick<Publication, 'category' | 'published_at' | 'created_at'> = {
  category: 'Tutorials',
  published_at: new Date('2025-05-01T09:00:00Z'),
  created_at: new Date('2025-04-20T09:00:00Z'),
};

/** The byline as the article's page shows it, in a language. */
async function renderDated(locale: Locale) {
  await loadLocale(locale);
  const { container } = render(
    <ArticleByline article={article} dated={currentMessages().news.publishedOn} />,
  );
  return container.querySelector('p');
}

describe('ArticleByline', () => {
  afterEach(() => loadLocale('en'));

  it.each([
    ['en', 'Tutorials · Published on 1 May 2025', '1 May 2025'],
    ['fr', 'Tutoriels · Publié le 1er mai 2025', '1er mai 2025'],
    ['rw', 'Inyigisho · Byatangajwe ku wa 1 Gicurasi 2025', '1 Gicurasi 2025'],
  ] as const)(
    'words the article page’s day as one sentence of the language (%s), the day alone its <time>',
    async (locale, byline, day) => {
      const paragraph = await renderDated(locale);
      expect(paragraph).toHaveTextContent(byline, { normalizeWhitespace: false });
      expect(screen.getByText(day, { selector: 'time' })).toHaveAttribute(
        'datetime',
        '2025-05-01T09:00:00.000Z',
      );
    },
  );

  it('shows the bare day in a list, and the day written when an article is not published yet', () => {
    const { container, rerender } = render(<ArticleByline article={article} />);
    expect(container.querySelector('p')).toHaveTextContent('Tutorials · 1 May 2025');
    rerender(<ArticleByline article={{ ...article, published_at: null }} />);
    expect(container.querySelector('time')).toHaveTextContent('20 April 2025');
  });
});
