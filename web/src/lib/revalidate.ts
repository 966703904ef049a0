import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * For a page that already holds its whole list and filters it in the browser (services, trainings,
 * search): a new query string (a category chosen, a word typed) needs no new data.
 */
export const revalidateOnNewPathOnly = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
