// @vitest-environment node
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const outDir = mkdtempSync(join(tmpdir(), 'kigali-production-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );

/**
 * A debug token lets anyone past App Check. Set in the environment of a build for a real project
 * (left over in a CI secret, say), it must not reach the bundle: only the emulators and the dev
 * server use one (web/src/config/env.ts).
 */
describe('a production build', () => {
  it('carries no App Check debug token, whatever its environment holds', { timeout: 300_000 }, async () => {
    const token = `debug-token-${randomUUID()}`;
    // Not Vitest's variables: with them, vite.config.ts builds for component tests, not the site.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && !name.startsWith('VITEST')),
    );
    const env = {
      ...inherited,
      NODE_ENV: 'production',
      VITE_FIREBASE_PROJECT_ID: 'kigali-production',
      VITE_FIREBASE_API_KEY: 'production-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'kigali-production.firebaseapp.com',
      VITE_FIREBASE_STORAGE_BUCKET: 'kigali-production.appspot.com',
      VITE_FIREBASE_APP_ID: '1:000000000000:web:production',
      VITE_APPCHECK_DEBUG_TOKEN: token,
      WEB_BUILD_DIR: outDir,
    };
    const options = { cwd: 'web', env, maxBuffer: 64 * 1024 * 1024 };
    // The public site (its browser and server code) and the back office, as web's build makes them.
    await run('npx', ['react-router', 'build', '--logLevel', 'error'], options);
    const adminOut = join(outDir, 'admin');
    await run(
      'npx',
      [
        'vite',
        'build',
        '-c',
        'vite.admin.config.ts',
        '--outDir',
        adminOut,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      options,
    );
    const files = filesUnder(outDir);
    // The build did write both applications, or finding nothing in them would prove nothing.
    expect(files.some((file) => /client\/assets\/entry\.client-.+\.js$/.test(file))).toBe(true);
    expect(files.some((file) => file.startsWith(adminOut) && /assets\/.+\.js$/.test(file))).toBe(true);
    expect(files.filter((file) => readFileSync(file, 'latin1').includes(token))).toEqual([]);
  });
});
