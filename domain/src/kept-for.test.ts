import { describe, expect, it, vi } from 'vitest';
import { keptFor } from './kept-for';

describe('keptFor', () => {
  it('answers a key from memory for the time given, then reads again', async () => {
    let reads = 0;
    const read = vi.fn(async (key: string) => `${key} ${++reads}`);
    const kept = keptFor(60_000, read);
    expect(await kept('en', 0)).toBe('en 1');
    expect(await kept('en', 59_999)).toBe('en 1');
    expect(await kept('fr', 59_999)).toBe('fr 2');
    expect(await kept('en', 60_000)).toBe('en 3');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed read', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('unavailable')).mockResolvedValue('index');
    const kept = keptFor(60_000, read);
    await expect(kept('en', 0)).rejects.toThrow('unavailable');
    expect(await kept('en', 1)).toBe('index');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
