import { notFound, publicPageHeaders } from '@/server/page-data.server';
import { NotFoundPage } from './NotFoundPage';

/** Any address no page answers: the language's not-found page, with status 404. */
export function loader(): never {
  throw notFound();
}

export const headers = publicPageHeaders;

export default NotFoundPage;

export const ErrorBoundary = NotFoundPage;
