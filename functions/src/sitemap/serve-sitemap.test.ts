import { describe, expect, it } from 'vitest';
import { sitemap } from './serve-sitemap';

describe('the sitemap Function', () => {
  it('runs on at most two instances, so a flood of requests cannot scale up its reads', () => {
    expect(sitemap.__endpoint.maxInstances).toBe(2);
  });
});
