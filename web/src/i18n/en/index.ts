import { common } from './common';

/** The English catalogue: every visitor-facing string, grouped by feature. */
export const en = {
  common,
} as const;
