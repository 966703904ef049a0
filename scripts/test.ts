/**
 * `npm test`: every check. The static checks and unit tests run beside the emulator part: the
 * production build, then inside `firebase emulators:exec` the rules and Functions suites and the
 * end-to-end suite (scripts/emulated-suites.ts).
 *
 *   npm test                                  everything
 *   npm test -- --suite e2e [-- <args>]       only the emulator part, one or more suites, args passed on
 */
import { mkdirSync, rmSync } from 'node:fs';
import { ROOT } from './lib/emulator-config';
import { concurrentSteps } from './lib/concurrent-steps';
import { acquireMachineLock } from './lib/machine-lock';
import { exitOnSetupError } from './lib/process';
import { playwrightCounts, REPORT_DIR, sumCounts, vitestCounts } from './lib/test-report';
import { buildForEmulators } from './lib/build-web';
import { withEmulators } from './with-emulators';

const argv = process.argv.slice(2);
const passIndex = argv.indexOf('--');
const own = passIndex === -1 ? argv : argv.slice(0, passIndex);
const passthrough = passIndex === -1 ? [] : argv.slice(passIndex + 1);
const suites = own.flatMap((arg, i) => (own[i - 1] === '--suite' ? [arg] : []));
const everything = suites.length === 0;

/** The checks that need no emulators, at the same time (scripts/lib/concurrent-steps.ts). */
function staticChecks(): Promise<boolean> {
  return concurrentSteps([
    { label: 'Type check', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    { label: 'Lint', command: 'npm', args: ['run', 'lint', '--silent'] },
    {
      label: 'Unit and component tests',
      command: 'npx',
      args: [
        'vitest',
        'run',
        '--project',
        'unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${REPORT_DIR}/unit.json`,
      ],
    },
  ]);
}

/** The rules, Functions and end-to-end suites, inside `firebase emulators:exec`; resolves with its exit code. */
async function emulatedSuites(): Promise<number> {
  await acquireMachineLock();
  await buildForEmulators();

  const inner = [
    'npx',
    'tsx',
    'scripts/emulated-suites.ts',
    ...suites.flatMap((s) => ['--suite', s]),
    '--',
    ...passthrough,
  ]
    .map((part) => JSON.stringify(part))
    .join(' ');
  console.log('\n▶ Rules, Functions and end-to-end tests on the emulators');
  return withEmulators(inner, { hosting: true });
}

async function main() {
  const started = Date.now();
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  // The static checks and unit tests need no emulators: they run beside the emulators' start and the
  // rules and Functions suites, which wait on the emulators much of the time. A failure among them
  // is printed as soon as they end; the run goes on and fails at the end.
  const [checksPassed, code] = await Promise.all([
    everything ? staticChecks() : Promise.resolve(true),
    emulatedSuites(),
  ]);

  const total = sumCounts([
    vitestCounts('unit'),
    vitestCounts('rules'),
    vitestCounts('functions'),
    playwrightCounts(),
  ]);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `\nTotal: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped (${minutes} min)`,
  );
  process.exit(!checksPassed ? 1 : code !== 0 ? code : total.failed > 0 ? 1 : 0);
}

process.chdir(ROOT);
main().catch(exitOnSetupError);
