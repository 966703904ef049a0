import type { Location } from 'react-router';
import { paths } from '@/config/paths';

/** What the admin guard puts in the navigation state when it sends someone to /login. */
export type LoginRedirectState = { from?: Location };

/**
 * Where to go after signing in: the admin URL first asked for, else the dashboard. Only admin
 * paths are honoured, so the state cannot send anyone elsewhere.
 */
export function rememberedLocation(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (from && typeof from.pathname === 'string' && from.pathname.startsWith(paths.admin)) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return paths.admin;
}
