/**
 * Runs inside `firebase emulators:exec` (see scripts/test.ts): the rules tests, the Functions
 * integration tests, then the seeded end-to-end tests in Chromium against the app built from the
 * seeded data. Every suite runs even when an
 * earlier one fails, so one run shows every failure; the exit code is non-zero if any failed.
 */
import { buildWebWithData } from './lib/build-web';
import { run } from './lib/process';
import { REPORT_DIR } from './lib/test-report';
import { seed } from './seed';

const argv = process.argv.slice(2);
const passIndex = argv.indexOf('--');
const own = passIndex === -1 ? argv : argv.slice(0, passIndex);
const passthrough = passIndex === -1 ? [] : argv.slice(passIndex + 1);
const chosen = own.flatMap((arg, i) => (own[i - 1] === '--suite' ? [arg] : []));
const wants = (suite: string) => chosen.length === 0 || chosen.includes(suite);

const vitest = (project: string) =>
  run('npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORT_DIR}/${project}.json`,
    ...passthrough,
  ]);

let failed = false;
for (const project of ['rules', 'functions']) {
  if (wants(project)) failed = (await vitest(project)) !== 0 || failed;
}
if (wants('e2e')) {
  await seed();
  await buildWebWithData();
  failed =
    (await run('npx', ['playwright', 'test', ...passthrough], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORT_DIR}/e2e.json` },
    })) !== 0 || failed;
}
process.exit(failed ? 1 : 0);
