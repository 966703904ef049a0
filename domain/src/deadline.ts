/** A posting is open until the end of its deadline day; no deadline means open. */
export function isPastDeadline(expiresAt: Date | null | undefined, now: Date = new Date()): boolean {
  return expiresAt != null && expiresAt.getTime() < now.getTime();
}

/** Deadlines are calendar days in Kigali (UTC+2, no daylight saving). */
const KIGALI_OFFSET = '+02:00';

/** The last moment of a Kigali calendar day typed as YYYY-MM-DD. */
export function deadlineFromDateInput(day: string): Date {
  return new Date(`${day}T23:59:59.999${KIGALI_OFFSET}`);
}

/** The Kigali calendar day of a deadline, as a date input wants it (YYYY-MM-DD). */
export function dateInputFromDeadline(deadline: Date): string {
  const kigali = new Date(deadline.getTime() + 2 * 60 * 60 * 1000);
  return kigali.toISOString().slice(0, 10);
}
