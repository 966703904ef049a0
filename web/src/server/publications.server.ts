import { publicationEntity, type Locale, type Publication } from '@kigali/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { parseDocument, parseDocuments } from './documents.server';
import { publicDb, readDocument, readQuery } from './firestore.server';

const publications = () => publicDb().collection('publications');

/**
 * What visitors may read: published and due. A scheduled article appears from its time: this
 * server's clock decides, as the security rules' request.time decides for any other reader.
 */
const isPublic = (article: Publication, now: Date) =>
  article.is_published && article.published_at !== null && article.published_at <= now;

/** The published articles, newest publication first. */
export async function readPublishedArticles(locale: Locale, now = new Date()): Promise<Publication[]> {
  const snapshot = await readQuery(
    publications()
      .where('is_published', '==', true)
      .where('published_at', '<=', Timestamp.fromDate(now))
      .orderBy('published_at', 'desc'),
  );
  return parseDocuments(publicationEntity, snapshot, locale);
}

/** One article visitors may read, or null (missing, a draft, or not due yet). */
export async function readPublishedArticle(
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<Publication | null> {
  const article = parseDocument(publicationEntity, await readDocument(publications().doc(id)), locale);
  return article && isPublic(article, now) ? article : null;
}
