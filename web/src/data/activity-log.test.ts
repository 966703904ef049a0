import { describe, expect, it } from 'vitest';
import { startOfDay, startOfNextDay } from './activity-log';

describe('the activity filter days', () => {
  it("start at the browser's midnight and end at the next one, the last day included", () => {
    expect(startOfDay('2026-11-24')).toEqual(new Date(2026, 10, 24));
    expect(startOfNextDay('2026-11-24')).toEqual(new Date(2026, 10, 25));
  });

  it('run over the end of a month and of a year', () => {
    expect(startOfNextDay('2026-02-28')).toEqual(new Date(2026, 2, 1));
    expect(startOfNextDay('2026-12-31')).toEqual(new Date(2027, 0, 1));
  });
});
