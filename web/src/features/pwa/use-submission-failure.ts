import { minutesToWait, SubmissionRefusedError } from '@/data/submit';
import { useFormatCount, useMessages } from '@/i18n';
import type { FieldErrors } from '@/ui/use-public-form';

/**
 * What a public form tells the visitor when its submission did not go through, and what it shows
 * under each field: the server's own messages when it refused what was typed, how long to wait
 * when this visitor sent too often, else the form's failure message (docs/product.md#messages).
 */
export function useSubmissionFailure(): (
  error: unknown,
  failure: string,
) => { toast: string; fields?: FieldErrors } {
  const t = useMessages().pwa;
  const formatCount = useFormatCount();
  return (error, failure) => {
    const minutes = minutesToWait(error);
    if (minutes) return { toast: t.tooManySubmissions({ minutes, minutesText: formatCount(minutes) }) };
    if (
      error instanceof SubmissionRefusedError &&
      error.reason === 'refused' &&
      Object.keys(error.fieldErrors).length
    )
      return { toast: failure, fields: error.fieldErrors };
    return { toast: failure };
  };
}
