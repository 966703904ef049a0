/** `npm start`: the seeded site on the Hosting emulator at http://127.0.0.1:5000. */
import { EMULATOR_LOG, ROOT } from './lib/emulator-config';
import { acquireMachineLock } from './lib/machine-lock';
import { exitOnSetupError, step } from './lib/process';
import { ensureHostingDir } from './lib/build-web';
import { withEmulators } from './with-emulators';

process.chdir(ROOT);
// Ctrl-C reaches the emulators too: wait for them to shut down cleanly instead of dying first.
process.on('SIGINT', () => console.log('\nStopping the emulators…'));
try {
  await acquireMachineLock();
  await step('Build Functions', 'npm', ['run', 'build', '-w', 'functions', '--silent']);
  // The web app is built once the emulators are seeded, with that data (scripts/session.ts).
  ensureHostingDir();
  console.log('\n▶ Starting the emulators (Auth, Firestore, Functions, Hosting)…');
  process.exit(await withEmulators('npx tsx scripts/session.ts', { hosting: true, logFile: EMULATOR_LOG }));
} catch (error) {
  exitOnSetupError(error);
}
