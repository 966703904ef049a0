/**
 * Whether other processes used the CPU while the bench measured. The machine has two cores, and
 * other runs (other agents' tests, say) may share them: a figure taken then is slower than the
 * site makes it, so it is marked, with who used the CPU. Reads every process's CPU time from
 * /proc/<pid>/stat during each measurement and leaves out the bench's own process tree (the bench,
 * its Chromium, the emulators and servers it started) and the kernel's threads.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Above this share of one core used by other processes, a figure is marked. */
const NOTICEABLE_SHARE = 0.05;
const SAMPLE_MS = 500;
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const KERNEL_THREADS_PARENT = 2;

/** CPU time other processes used during a measurement, by process ("pid command"). */
export type CpuUse = { wallMs: number; othersMs: number; byProcess: Record<string, number> };

type Process = { pid: number; ppid: number; cpuMs: number; key: string };

function readProcesses(): Map<number, Process> {
  const processes = new Map<number, Process>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command (field 2) may hold spaces and parentheses: the fields after it follow its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(name);
      processes.set(pid, {
        pid,
        ppid: Number(fields[1]),
        cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND,
        // A pid may be reused: its start time tells two processes apart.
        key: `${pid}:${fields[19]}`,
      });
    } catch {
      // It ended while we read the list.
    }
  }
  return processes;
}

/** The bench's own processes: the root's descendants, and its ancestors (whose CPU time is the shell's or npm's). */
function ownProcesses(processes: Map<number, Process>, root: number): Set<number> {
  const descendants = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const process of processes.values()) {
      if (!descendants.has(process.pid) && descendants.has(process.ppid)) {
        descendants.add(process.pid);
        grew = true;
      }
    }
  }
  const own = new Set(descendants);
  for (let pid = processes.get(root)?.ppid; pid && pid > 1 && !own.has(pid); pid = processes.get(pid)?.ppid) {
    own.add(pid);
  }
  return own;
}

function commandOf(pid: number): string {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
    return command.length > 90 ? `${command.slice(0, 87)}…` : command;
  } catch {
    return '(ended)';
  }
}

/**
 * Follows the CPU time of every process while at least one measurement is open. `root` is the
 * bench's first process (scripts/bench.ts passes its pid down).
 */
export function cpuContention(root: number) {
  /** Each process's CPU time at the last sample; none before the first. */
  let seen: Map<string, number> | undefined;
  const names = new Map<string, string>();
  const open = new Set<CpuUse>();
  let timer: NodeJS.Timeout | undefined;

  const sample = () => {
    const processes = readProcesses();
    const own = ownProcesses(processes, root);
    const before = seen;
    seen = new Map([...processes.values()].map((p) => [p.key, p.cpuMs]));
    if (!before) return;
    for (const process of processes.values()) {
      if (own.has(process.pid) || process.pid === KERNEL_THREADS_PARENT) continue;
      if (process.ppid === KERNEL_THREADS_PARENT) continue;
      // A process not seen at the last sample started since.
      const used = process.cpuMs - (before.get(process.key) ?? 0);
      if (used <= 0) continue;
      if (!names.has(process.key)) names.set(process.key, `${process.pid} ${commandOf(process.pid)}`);
      const name = names.get(process.key)!;
      for (const use of open) {
        use.othersMs += used;
        use.byProcess[name] = (use.byProcess[name] ?? 0) + used;
      }
    }
  };

  return {
    /** Runs a measurement and says how much CPU other processes used meanwhile. */
    async during<T>(measure: () => Promise<T>): Promise<[T, CpuUse]> {
      sample();
      const use: CpuUse = { wallMs: 0, othersMs: 0, byProcess: {} };
      open.add(use);
      timer ??= setInterval(sample, SAMPLE_MS).unref();
      const started = performance.now();
      try {
        return [await measure(), use];
      } finally {
        sample();
        use.wallMs += performance.now() - started;
        open.delete(use);
        if (!open.size) {
          clearInterval(timer);
          timer = undefined;
        }
      }
    },
  };
}

export type CpuContention = ReturnType<typeof cpuContention>;

/** The CPU use of several measurements that make one figure (the runs of a median). */
export function combined(uses: CpuUse[]): CpuUse {
  const total: CpuUse = { wallMs: 0, othersMs: 0, byProcess: {} };
  for (const use of uses) {
    total.wallMs += use.wallMs;
    total.othersMs += use.othersMs;
    for (const [name, ms] of Object.entries(use.byProcess))
      total.byProcess[name] = (total.byProcess[name] ?? 0) + ms;
  }
  return total;
}

/** Share of one core other processes used, over the measurement's time. */
export const othersShare = (use: CpuUse) => (use.wallMs > 0 ? use.othersMs / use.wallMs : 0);

export const contended = (use: CpuUse) => othersShare(use) > NOTICEABLE_SHARE;

/** The processes that used the most, with their share of one core: "1234 java … 23%". */
export function heaviest(use: CpuUse, count = 3): string[] {
  return Object.entries(use.byProcess)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} (${Math.round((ms / use.wallMs) * 100)}% of a core)`);
}
