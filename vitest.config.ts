import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` runs anywhere (domain, web components, Functions logic); `rules` and
 * `functions` need the emulators and run inside `firebase emulators:exec` (scripts/test.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'unit',
          include: [
            'domain/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'functions/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/vite/**/*.test.ts',
            // The import boundaries, checked through ESLint's API (eslint.config.js).
            'tests/lint/**/*.test.ts',
            // firebase.json's headers against the helper the render Function uses.
            'tests/hosting/**/*.test.ts',
          ],
          environment: 'happy-dom',
          setupFiles: ['./web/src/test/setup.ts'],
          // Vitest's default keeps a core free: one worker on a 2-core machine.
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'rules',
          include: ['tests/rules/**/*.test.ts'],
          environment: 'node',
          // Each file has a project of its own on the emulators (tests/rules/support/environment.ts),
          // so the files run side by side, one per core (Vitest's default keeps a core free).
          maxWorkers: '100%',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'functions',
          // The admin role scripts' tests need the Auth emulator this project runs with.
          include: ['functions/test/**/*.test.ts', 'tests/scripts/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
