import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with `removeAfter`: what a test made for itself is removed once it ends,
 * whatever its outcome, so a failed test leaves nothing behind for the next spec to count.
 */
export const test = base.extend<{ removeAfter: (remove: () => Promise<unknown>) => void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  removeAfter: async ({}, use) => {
    const removals: (() => Promise<unknown>)[] = [];
    await use((remove) => removals.push(remove));
    await Promise.all(removals.map((remove) => remove()));
  },
});
