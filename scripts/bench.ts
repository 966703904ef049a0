/**
 * `npm run bench [-- --large]`: builds the production app, starts the seeded emulators with Hosting,
 * and measures the budgets of docs/architecture.md#budgets (scripts/bench-run.ts). Exits non-zero
 * when a figure misses its budget.
 */
import { ROOT } from './lib/emulator-config';
import { acquireMachineLock } from './lib/machine-lock';
import { exitOnSetupError } from './lib/process';
import { buildForEmulators } from './lib/build-web';
import { withEmulators } from './with-emulators';

process.chdir(ROOT);
const large = process.argv.includes('--large');
// The bench tells its own processes from others by this tree (scripts/lib/cpu-contention.ts).
process.env.BENCH_ROOT_PID = String(process.pid);
try {
  await acquireMachineLock();
  await buildForEmulators();
  process.exit(
    await withEmulators(`npx tsx scripts/bench-run.ts${large ? ' --large' : ''}`, { hosting: true }),
  );
} catch (error) {
  exitOnSetupError(error);
}
