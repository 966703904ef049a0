import { en } from './en';

/**
 * The message catalogue. English is the only language today; Kinyarwanda and French become more
 * catalogues of the same shape, picked here, without touching components.
 */
export type Messages = typeof en;

const catalogue: Messages = en;

export function useMessages(): Messages {
  return catalogue;
}

/** For code outside components (toasts fired from mutations, metadata builders). */
export const messages = catalogue;
