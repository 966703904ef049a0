import { spawn, type SpawnOptions } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT } from './emulator-config';

/** A line an emulator logs starts with its mark: i (info), ✔, ⚠, ! or !! (warnings, errors), > (a Function's log). */
const EMULATOR_LINE = /^(i|✔|⚠|!!?|>) {1,2}\S/u;
const LOUD_SEVERITY = /"severity":"(WARNING|ERROR|CRITICAL|ALERT|EMERGENCY)"/;

/**
 * Whether a line of `firebase emulators:exec` belongs in the terminal: everything the command run
 * inside prints (the banner, the mails), the emulators' warnings and errors, and what a Function
 * logs as a warning or an error. Their notices and the Hosting emulator's access log do not.
 */
export function showsInTerminal(line: string): boolean {
  const mark = EMULATOR_LINE.exec(line)?.[1];
  if (mark === undefined) return true;
  if (mark === '>') return LOUD_SEVERITY.test(line);
  return mark === '⚠' || mark.startsWith('!');
}

/**
 * Runs a command like `run` (lib/process.ts), writing all it prints to `logFile` and to the terminal
 * only the lines `showsInTerminal` keeps.
 */
export function runQuietly(
  command: string,
  args: string[],
  logFile: string,
  options: SpawnOptions = {},
): Promise<number> {
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ['inherit', 'pipe', 'pipe'] });
    const copy = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) =>
      createInterface({ input: from }).on('line', (line) => {
        log.write(`${line}\n`);
        if (showsInTerminal(line)) to.write(`${line}\n`);
      });
    copy(child.stdout!, process.stdout);
    copy(child.stderr!, process.stderr);
    child.on('error', reject);
    child.on('close', (code, signal) => log.end(() => resolvePromise(code ?? (signal ? 1 : 0))));
  });
}
