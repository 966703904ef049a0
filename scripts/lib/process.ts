import { spawn, type SpawnOptions } from 'node:child_process';
import { ROOT } from './emulator-config';

/** Run a command to completion, inheriting the terminal; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

/** Run a step and stop the whole command with its exit code when it fails. */
export async function step(label: string, command: string, args: string[], options: SpawnOptions = {}) {
  console.log(`\n▶ ${label}`);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${label} failed (exit ${code})`);
    process.exit(code);
  }
}

/** Print a setup problem as one clear sentence instead of a stack trace. */
export function exitOnSetupError(error: unknown): never {
  if (error instanceof Error && error.name === 'SetupError') {
    console.error(`\n✖ ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
}
