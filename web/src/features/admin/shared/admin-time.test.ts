import { describe, expect, it } from 'vitest';
import { formatAdminTime } from './admin-time';

describe("the admin's times", () => {
  it('are written in Kigali time, labelled so, whatever the zone of the device', () => {
    // 22:30 UTC is half past midnight the next day in Kigali (UTC+2).
    const lateEvening = new Date('2026-11-21T22:30:00Z');
    expect(formatAdminTime(lateEvening)).toBe('22 Nov 2026, 00:30 Kigali time');
    expect(formatAdminTime(lateEvening, 'day')).toBe('22 Nov 2026');
  });

  it('show a dash for a time the server has not set yet', () => {
    expect(formatAdminTime(null)).toBe('—');
    expect(formatAdminTime(undefined, 'day')).toBe('—');
  });
});
