/**
 * What `npm run bench` prints and keeps: the first presses as a table per device, every other
 * figure with its budget, the figures taken while other processes used the CPU (marked †, with
 * who), and bench/results/latest.json.
 */
import { writeFileSync } from 'node:fs';
import { combined, contended, heaviest, othersShare, type CpuUse } from './cpu-contention';
import { MOMENTS, PROFILES, type ProfileKey } from './first-press/presses';
import type { PressFigure } from './first-press/measure';

export type Budget = { max?: number; min?: number };
export type Figure = {
  name: string;
  /** null when it could not be measured: a miss wherever it has a budget. */
  value: number | null;
  unit: string;
  budget?: Budget;
  /** CPU other processes used while it was measured, for the figures that are times. */
  cpu?: CpuUse;
};

const CONTENDED = '†';

export const pressFigureName = (figure: PressFigure) =>
  `first press, ${figure.profile}: ${figure.press} on ${figure.page} at ${figure.moment / 1000} s, beyond the static page`;

export function isMissed(figure: Figure): boolean {
  const { budget, value } = figure;
  if (!budget) return false;
  if (value === null) return true;
  return (budget.max !== undefined && value > budget.max) || (budget.min !== undefined && value < budget.min);
}

const pressMissed = (figure: PressFigure) => figure.excess === null || figure.excess > figure.budget;
const pressCpu = (figure: PressFigure) => combined([figure.site.cpu, figure.static.cpu]);

const signed = (ms: number) => `${ms >= 0 ? '+' : ''}${ms}`;

function printPressTable(figures: PressFigure[]) {
  for (const profile of Object.keys(PROFILES) as ProfileKey[]) {
    const rows = [
      ...new Set(figures.filter((f) => f.profile === profile).map((f) => `${f.press} on ${f.page}`)),
    ];
    if (!rows.length) continue;
    const { label, budget } = PROFILES[profile];
    console.log(`\nFirst press, ${label}: ms from the press to its painted answer, median of 3`);
    console.log(`(site / static page / excess; budget: excess <= ${budget} ms at every moment)`);
    const width = Math.max(...rows.map((r) => r.length));
    const cell = 26;
    console.log(`${'press'.padEnd(width)}  ${MOMENTS.map((m) => `at ${m / 1000} s`.padEnd(cell)).join('')}`);
    for (const row of rows) {
      const cells = MOMENTS.map((moment) => {
        const figure = figures.find(
          (f) => f.profile === profile && `${f.press} on ${f.page}` === row && f.moment === moment,
        );
        if (!figure) return ''.padEnd(cell);
        const mark = `${pressMissed(figure) ? '✖' : '✔'}${contended(pressCpu(figure)) ? CONTENDED : ''}`;
        const text =
          figure.excess === null
            ? `failed`
            : `${figure.site.median} / ${figure.static.median} / ${signed(figure.excess)}`;
        return `${text} ${mark}`.padEnd(cell);
      });
      console.log(`${row.padEnd(width)}  ${cells.join('')}`);
    }
  }
}

function printFigures(figures: Figure[]) {
  const width = Math.max(...figures.map((f) => f.name.length));
  console.log(`\n${'measure'.padEnd(width)}  value         budget`);
  for (const f of figures) {
    const budget = f.budget ? (f.budget.min !== undefined ? `>= ${f.budget.min}` : `<= ${f.budget.max}`) : '';
    const mark = `${f.budget ? (isMissed(f) ? '✖' : '✔') : ' '}${f.cpu && contended(f.cpu) ? CONTENDED : ''}`;
    const value = f.value === null ? 'failed' : `${f.value} ${f.unit}`;
    console.log(`${f.name.padEnd(width)}  ${value.padEnd(13)} ${budget} ${mark}`);
  }
}

/** Figures measured together (a page's Lighthouse runs) share one CpuUse and are named together. */
function printContention(entries: [string, CpuUse][]) {
  const groups = new Map<CpuUse, string[]>();
  for (const [name, cpu] of entries) {
    if (contended(cpu)) groups.set(cpu, [...(groups.get(cpu) ?? []), name]);
  }
  if (!groups.size) {
    console.log('\nNo other process used more than 5% of a core while a timed figure was measured.');
    return;
  }
  console.log(
    `\n${CONTENDED} Other processes used the CPU while these figures were measured (share of one core):`,
  );
  for (const [cpu, names] of groups) {
    console.log(`  ${names.join(', ')}: ${Math.round(othersShare(cpu) * 100)}%: ${heaviest(cpu).join('; ')}`);
  }
}

/** Prints everything, writes the JSON, and returns the names of the missed budgets. */
export function report(
  figures: Figure[],
  presses: PressFigure[],
  extra: { json: string; data: object },
): string[] {
  printPressTable(presses);
  printFigures(figures);
  printContention([
    ...presses.map((p): [string, CpuUse] => [pressFigureName(p), pressCpu(p)]),
    ...figures.flatMap((f): [string, CpuUse][] => (f.cpu ? [[f.name, f.cpu]] : [])),
  ]);
  const missed = [
    ...presses
      .filter(pressMissed)
      .map(
        (p) =>
          `${pressFigureName(p)} (${p.excess === null ? `failed: ${[...new Set(p.failures)].join('; ')}` : `${signed(p.excess)} ms > ${p.budget}`})`,
      ),
    ...figures
      .filter(isMissed)
      .map((f) => `${f.name} (${f.value === null ? 'failed' : `${f.value} ${f.unit}`})`),
  ];
  writeFileSync(
    extra.json,
    `${JSON.stringify(
      {
        ...extra.data,
        firstPresses: presses.map((p) => ({ ...p, contended: contended(pressCpu(p)) })),
        figures: figures.map((f) => ({ ...f, contended: f.cpu ? contended(f.cpu) : undefined })),
        missed,
      },
      null,
      2,
    )}\n`,
  );
  return missed;
}
