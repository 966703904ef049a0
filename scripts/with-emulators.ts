/**
 * Runs a command with the emulator suite up, through `firebase emulators:exec` (which starts the
 * emulators, waits until they are ready, runs the command and shuts everything down). Every other
 * command that needs the emulators goes through here.
 *
 *   tsx scripts/with-emulators.ts [--hosting] -- <command>
 */
import { FIREBASE_BIN, LOCAL_CONFIG, PROJECT_ID, planEmulators } from './lib/emulator-config';
import { acquireMachineLock } from './lib/machine-lock';
import { exitOnSetupError, run } from './lib/process';
import { runQuietly } from './lib/quiet-emulators';

type Options = {
  hosting: boolean;
  /** Where the emulators' own log goes, for a terminal a person reads (`npm start`): see runQuietly. */
  logFile?: string;
};

export async function withEmulators(command: string, options: Options): Promise<number> {
  await acquireMachineLock();
  const plan = await planEmulators(options);
  if (plan.storageReason) console.log(`ℹ ${plan.storageReason}`);
  const args = [
    // A Functions param without a value must fail loudly, never wait for someone to type it.
    '--non-interactive',
    '--config',
    LOCAL_CONFIG,
    '--project',
    PROJECT_ID,
    'emulators:exec',
    '--only',
    plan.only.join(','),
    command,
  ];
  return options.logFile
    ? runQuietly(FIREBASE_BIN, args, options.logFile, { env: plan.env })
    : run(FIREBASE_BIN, args, { env: plan.env });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const hosting = args.includes('--hosting');
  const command = args.slice(args.indexOf('--') + 1).join(' ');
  if (!args.includes('--') || !command) {
    console.error('usage: tsx scripts/with-emulators.ts [--hosting] -- <command>');
    process.exit(2);
  }
  withEmulators(command, { hosting }).then((code) => process.exit(code), exitOnSetupError);
}
