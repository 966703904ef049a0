/**
 * Runs inside `firebase emulators:exec` (see scripts/test.ts): the rules tests, the Functions
 * integration tests, then the seeded end-to-end tests in Chromium against the production build.
 * Every suite runs even when an earlier one fails, so one run shows every failure; the exit code is non-zero if any failed.
 */
import { HOST, PORTS } from './lib/emulator-config';
import { run } from './lib/process';
import { E2E_GROUPS, REPORT_DIR } from './lib/test-report';
import { clearEmulators, seed } from './seed';

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

/**
 * Turns the Functions' Firestore triggers off or on (the Emulator Hub's endpoints), so that emptying
 * the database logs and purges nothing. (The rules tests need no such care: they write to projects
 * of their own, which the triggers do not listen to; tests/rules/support/environment.ts.)
 */
async function setBackgroundTriggers(on: boolean) {
  const path = on ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${HOST}:${PORTS.hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok)
    throw new Error(`Could not turn the Functions' triggers ${on ? 'on' : 'off'}: ${response.status}`);
}

let failed = false;
if (wants('rules')) failed = (await vitest('rules')) !== 0 || failed;
if (wants('functions')) failed = (await vitest('functions')) !== 0 || failed;
if (wants('e2e')) {
  // The end-to-end tests start from the seed alone: the Functions tests leave documents of their
  // own (content, trash entries, log entries) that the admin's lists and counts would show. The
  // triggers are off while the database is emptied, so its deletions log and purge nothing.
  await setBackgroundTriggers(false);
  await clearEmulators();
  await setBackgroundTriggers(true);
  await seed();
  // The specs that write what others read run one at a time, then the rest two at a time
  // (playwright.config.ts). Given spec files, each group runs those of them it holds.
  for (const group of E2E_GROUPS) {
    console.log(`\n▶ End-to-end tests: ${group === 'alone' ? 'each spec alone' : 'two specs at a time'}`);
    failed =
      (await run('npx', ['playwright', 'test', '--pass-with-no-tests', ...passthrough], {
        env: {
          ...process.env,
          E2E_GROUP: group,
          PLAYWRIGHT_JSON_OUTPUT_NAME: `${REPORT_DIR}/e2e-${group}.json`,
        },
      })) !== 0 || failed;
  }
}
process.exit(failed ? 1 : 0);
