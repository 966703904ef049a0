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

/** Shows a fetch-failure toast ("Failed to fetch products") once per failed query. */
export function useFetchFailureToast(error: unknown, message: string) {
  useEffect(() => {
    if (error) notifyFailure(message, error);
  }, [error, message]);
}
