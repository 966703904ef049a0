import { useEffect } from 'react';
import toast from 'react-hot-toast';

/** Admin feedback (docs/product.md#messages): a toast for the admin, the cause in the console for us. */
export function notifySuccess(message: string) {
  toast.success(message);
}

export function notifyFailure(message: string, error?: unknown) {
  console.error(message, error);
  toast.error(message);
}

/** The message of a thrown error, or the fallback text (for "Failed to save product: ..."). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Shows a fetch-failure toast ("Failed to fetch products") once per failed query. */
export function useFetchFailureToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) notifyFailure(message, error);
  }, [error, message]);
}
