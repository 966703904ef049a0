/** `npm start`: the seeded site on the Hosting emulator at http://127.0.0.1:5000. */
import { EMULATOR_LOG, ROOT } from './lib/emulator-config';
import { acquireMachineLock } from './lib/machine-lock';
import { exitOnSetupError } from './lib/process';
import { buildForEmulators } from './lib/build-web';
import { withEmulators } from './with-emulators';

process.chdir(ROOT);
// Ctrl-C reaches the emulators too: wait for them to shut down cleanly instead of dying first.
process.on('SIGINT', () => console.log('\nStopping the emulators…'));
try {
  await acquireMachineLock();
  await buildForEmulators();
  console.log('\n▶ Starting the emulators (Auth, Firestore, Functions, Hosting)…');
  process.exit(await withEmulators('npx tsx scripts/session.ts', { hosting: true, logFile: EMULATOR_LOG }));
} catch (error) {
  exitOnSetupError(error);
}
