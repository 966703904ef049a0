import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateInputFromDeadline, deadlineFromDateInput, isPastDeadline } from './deadline';

describe('isPastDeadline', () => {
  const deadline = new Date('2026-03-15T21:59:59.999Z');

  it('is open until the deadline moment and past it afterwards', () => {
    expect(isPastDeadline(deadline, new Date('2026-03-15T10:00:00Z'))).toBe(false);
    expect(isPastDeadline(deadline, deadline)).toBe(false);
    expect(isPastDeadline(deadline, new Date(deadline.getTime() + 1))).toBe(true);
    expect(isPastDeadline(deadline, new Date('2027-01-01T00:00:00Z'))).toBe(true);
  });

  it('treats a posting without a deadline as open', () => {
    expect(isPastDeadline(null, new Date('2099-01-01'))).toBe(false);
    expect(isPastDeadline(undefined)).toBe(false);
  });

  it('compares with the current time by default', () => {
    expect(isPastDeadline(new Date(Date.now() - 60_000))).toBe(true);
    expect(isPastDeadline(new Date(Date.now() + 60_000))).toBe(false);
  });
});

describe('deadlineFromDateInput and dateInputFromDeadline', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('closes a posting at the last millisecond of its day in Kigali (UTC+2)', () => {
    expect(deadlineFromDateInput('2026-03-15').toISOString()).toBe('2026-03-15T21:59:59.999Z');
  });

  it('keeps a posting open all day in Kigali and closes it at Kigali midnight', () => {
    const deadline = deadlineFromDateInput('2026-03-15');
    expect(isPastDeadline(deadline, new Date('2026-03-15T23:30:00+02:00'))).toBe(false);
    expect(isPastDeadline(deadline, new Date('2026-03-16T00:00:00+02:00'))).toBe(true);
  });

  it.each(['2026-01-01', '2026-02-28', '2028-02-29', '2026-12-31'])('round-trips %s', (day) => {
    expect(dateInputFromDeadline(deadlineFromDateInput(day))).toBe(day);
  });

  it('reads the Kigali calendar day of a stored deadline', () => {
    expect(dateInputFromDeadline(new Date('2026-03-15T22:00:00Z'))).toBe('2026-03-16');
    expect(dateInputFromDeadline(new Date('2026-03-15T21:59:59Z'))).toBe('2026-03-15');
  });

  it.each([
    ['America/Los_Angeles', 420],
    ['Pacific/Kiritimati', -840],
    ['UTC', 0],
  ])('gives the same answers on a machine set to %s', (timeZone, offsetMinutes) => {
    vi.stubEnv('TZ', timeZone);
    const deadline = new Date('2026-03-15T21:59:59.999Z');
    expect(deadline.getTimezoneOffset()).toBe(offsetMinutes);
    expect(deadlineFromDateInput('2026-03-15')).toEqual(deadline);
    expect(dateInputFromDeadline(deadline)).toBe('2026-03-15');
  });
});
