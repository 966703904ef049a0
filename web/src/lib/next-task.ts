/**
 * Resolves in a task of its own. Callers waiting on one shared promise all continue in the task
 * that resolved it; each awaiting this first gives the browser a turn in between, so a press is
 * never kept waiting behind all of their work at once.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
