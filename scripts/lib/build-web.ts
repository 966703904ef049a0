import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './emulator-config';
import { step } from './process';
import { emulatorWebEnv } from './web-build-env';

/**
 * Builds the web app for the emulators. Run with the emulators up and seeded: the build prerenders
 * the public pages with their data read from Firestore (web/vite/prerender.ts), as a production
 * build does from the real project.
 */
export function buildWebWithData() {
  return step(
    'Build the web app, prerendered with the seeded data',
    'npm',
    ['run', 'build', '-w', 'web', '--silent'],
    {
      env: emulatorWebEnv(),
    },
  );
}

/** The Hosting emulator serves web/dist; the app is built into it once the emulators are up. */
export function ensureHostingDir() {
  mkdirSync(join(ROOT, 'web', 'dist'), { recursive: true });
}
