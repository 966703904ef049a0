import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notifyFailure, notifySuccess } from './admin-toast';

/** A change to one row (a delete, a move, a toggle, a status), with what to say when it succeeds or fails. */
export type RowChange<T, R = unknown> = {
  item: T;
  run: () => Promise<R>;
  success: string;
  failure: string;
  /**
   * For a change that can run and still not have its effect (the mail server refusing an e-mail
   * sent again): what to say then, from what `run` answered, or null when it did succeed. The
   * rows are refreshed either way, since the row has changed.
   */
  refusal?: (result: R) => string | null;
};

/** What the mutation runs: the change, with its refusal (if any) already read from its result. */
type Running<T> = Omit<RowChange<T>, 'run' | 'refusal'> & { run: () => Promise<string | null> };

/**
 * Changes to the rows of an admin list, one at a time: run, toast the outcome, refresh what the
 * change made stale, and mark the row being changed busy. Every admin list's per-row action
 * (delete, move, show, mark handled, status, send again) goes through this.
 */
export function useRowChange<T extends { id: string }>(invalidates: readonly QueryKey[]) {
  const queryClient = useQueryClient();

  // Awaited, so a change stays busy until the list on screen shows it.
  const refresh = () =>
    Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const mutation = useMutation({
    mutationFn: (change: Running<T>) => change.run(),
    onSuccess: async (refused, change) => {
      if (refused) notifyFailure(refused);
      else notifySuccess(change.success);
      await refresh();
    },
    onError: (error, change) => notifyFailure(change.failure, error),
  });

  /** Runs a change to one row (toasted in the hook's `onError`, so its rejection is not rethrown). */
  const change = <R>({ run, refusal, ...rest }: RowChange<T, R>) => {
    const runAndReadRefusal = async () => {
      // Awaited first: `refusal?.(await run())` would skip the run itself when there is no refusal.
      const result = await run();
      return refusal?.(result) ?? null;
    };
    return mutation
      .mutateAsync({ ...rest, run: runAndReadRefusal })
      .then(() => undefined)
      .catch(() => undefined);
  };

  return {
    change,
    refresh,
    /** The row a change is working on (its buttons are disabled), or null. */
    busyId: mutation.isPending ? mutation.variables.item.id : null,
    /** Whether any row change is running: moves disable every row, since each shifts its neighbours. */
    isChanging: mutation.isPending,
  };
}
