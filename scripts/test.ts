/**
 * `npm test`: every check, in the order that fails fastest. Static checks and unit tests first;
 * then the production build, and inside `firebase emulators:exec` the rules and Functions suites
 * and the end-to-end suite (scripts/emulated-suites.ts).
 *
 *   npm test                                  everything
 *   npm test -- --suite e2e [-- <args>]       only the emulator part, one or more suites, args passed on
 */
import { mkdirSync, rmSync } from 'node:fs';
import { ROOT } from './lib/emulator-config';
import { acquireMachineLock } from './lib/machine-lock';
import { exitOnSetupError, step } from './lib/process';
import { playwrightCounts, REPORT_DIR, sumCounts, vitestCounts } from './lib/test-report';
import { buildForEmulators } from './lib/build-web';
import { withEmulators } from './with-emulators';

const argv = process.argv.slice(2);
const passIndex = argv.indexOf('--');
const own = passIndex === -1 ? argv : argv.slice(0, passIndex);
const passthrough = passIndex === -1 ? [] : argv.slice(passIndex + 1);
const suites = own.flatMap((arg, i) => (own[i - 1] === '--suite' ? [arg] : []));
const everything = suites.length === 0;

async function main() {
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR, { recursive: true });
  if (everything) {
    await step('Type check', 'npm', ['run', 'typecheck', '--silent']);
    await step('Lint', 'npm', ['run', 'lint', '--silent']);
    await step('Unit and component tests', 'npx', [
      'vitest',
      'run',
      '--project',
      'unit',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${REPORT_DIR}/unit.json`,
    ]);
  }
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
  const code = await withEmulators(inner, { hosting: true });

  const total = sumCounts([
    vitestCounts('unit'),
    vitestCounts('rules'),
    vitestCounts('functions'),
    playwrightCounts(),
  ]);
  console.log(`\nTotal: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  process.exit(code !== 0 ? code : total.failed > 0 ? 1 : 0);
}

process.chdir(ROOT);
main().catch(exitOnSetupError);
