import { localeOfPath } from '@kigali/domain/locales';
import { loadLocale } from '@/i18n';
import { nextTask } from '@/lib/next-task';

/**
 * Loads the app (start.tsx) in stages. Evaluating all of its modules at once is one task of about
 * 50 ms here, 200 ms on a phone: a press made meanwhile would wait for it, and it is the blocking
 * time Lighthouse counts. Each stage evaluates only what the ones before it have not (the
 * libraries have chunks of their own: vite.config.ts), and the browser gets a turn between them.
 */
const STAGES = [
  () => import('react'),
  () => import('react-dom/client'),
  () => import('react-router'),
  () => import('@tanstack/react-query'),
  () => import('react-hook-form'),
  () => import('react-hot-toast'),
  // The domain's schemas are built as their modules are evaluated: its field schemas (and Zod)
  // first, then the rest.
  () => import('@kigali/domain/schemas/fields'),
  () => import('@kigali/domain'),
  // The public layout and the home page, which every start renders or imports (router.tsx).
  () => import('@/features/layout/PublicLayout'),
  () => import('@/features/home/HomePage'),
];

export async function loadApp() {
  // The page's language catalogue downloads meanwhile; start.tsx waits for it before rendering.
  void loadLocale(localeOfPath(window.location.pathname));
  for (const stage of STAGES) {
    await stage();
    await nextTask();
  }
  return import('./start');
}
