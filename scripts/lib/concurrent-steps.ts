import { spawn } from 'node:child_process';
import { ROOT } from './emulator-config';

export type Step = { label: string; command: string; args: string[] };

type Finished = { step: Step; code: number; output: string; seconds: number };

/** Runs a command with its output held back (stdout and stderr in the order they came). */
function runHeld(step: Step): Promise<Finished> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Colours as on a terminal, though the output goes through a pipe first.
      env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({
        step,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString('utf8'),
        seconds: (Date.now() - started) / 1000,
      }),
    );
  });
}

/**
 * Runs independent steps at the same time (they share nothing but the CPU) and prints each one's
 * whole output under its label once it ends, so no two steps' lines are mixed. Resolves with
 * whether all of them passed, once all have ended.
 */
export async function concurrentSteps(steps: Step[]): Promise<boolean> {
  console.log(
    `\n▶ ${steps.map((step) => step.label).join(', ')} (at the same time; each printed when it ends)`,
  );
  const finished = await Promise.all(
    steps.map((step) =>
      runHeld(step).then((result) => {
        console.log(`\n▶ ${step.label} (${result.seconds.toFixed(0)} s)\n${result.output.trimEnd()}`);
        if (result.code !== 0) console.error(`✖ ${step.label} failed (exit ${result.code})`);
        return result;
      }),
    ),
  );
  return finished.every((result) => result.code === 0);
}
