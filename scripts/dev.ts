/** `npm run dev`: Vite with hot reload against the same seeded emulators. */
import { EMULATOR_LOG, ROOT } from './lib/emulator-config';
import { buildForEmulators } from './lib/build-web';
import { exitOnSetupError } from './lib/process';
import { withEmulators } from './with-emulators';

process.chdir(ROOT);
// Ctrl-C reaches the emulators too: wait for them to shut down cleanly instead of dying first.
process.on('SIGINT', () => console.log('\nStopping the emulators…'));
try {
  await buildForEmulators();
  process.exit(
    await withEmulators('npx tsx scripts/session.ts --dev', { hosting: false, logFile: EMULATOR_LOG }),
  );
} catch (error) {
  exitOnSetupError(error);
}
