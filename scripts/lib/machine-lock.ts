import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The emulators use fixed ports and the build one output folder, so two test runs on one machine
 * (two terminals, two agents) would trip over each other: the second waits for the first.
 */
const LOCK_DIR = join(tmpdir(), 'kigali-emulators.lock');

function holderAlive(): boolean {
  try {
    const pid = Number(readFileSync(join(LOCK_DIR, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

let held = false;

/** Waits until no other emulator run holds the machine; idempotent within one process. */
export async function acquireMachineLock(): Promise<void> {
  if (held) return;
  let announced = false;
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      writeFileSync(join(LOCK_DIR, 'pid'), String(process.pid));
      held = true;
      process.on('exit', () => rmSync(LOCK_DIR, { recursive: true, force: true }));
      return;
    } catch {
      if (!holderAlive()) {
        rmSync(LOCK_DIR, { recursive: true, force: true });
        continue;
      }
      if (!announced)
        console.log('… another emulator run is in progress on this machine; waiting for it to finish');
      announced = true;
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}
