/**
 * `npm run bench [-- --large]`: builds the production app, starts the seeded emulators with Hosting,
 * and measures what design.md section 9 budgets (scripts/bench-run.ts). Exits non-zero when a figure
 * misses its budget.
 */
import { ROOT } from './lib/emulator-config';
import { acquireMachineLock } from './lib/machine-lock';
import { exitOnSetupError, step } from './lib/process';
import { emulatorWebEnv } from './lib/web-build-env';
import { withEmulators } from './with-emulators';

process.chdir(ROOT);
const large = process.argv.includes('--large');
try {
  await acquireMachineLock();
  await step('Build Functions', 'npm', ['run', 'build', '-w', 'functions', '--silent']);
  await step('Build the web app', 'npm', ['run', 'build', '-w', 'web', '--silent'], {
    env: emulatorWebEnv(),
  });
  process.exit(
    await withEmulators(`npx tsx scripts/bench-run.ts${large ? ' --large' : ''}`, { hosting: true }),
  );
} catch (error) {
  exitOnSetupError(error);
}
