import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps a short text, on one line', () => {
    expect(metaDescription('A camera.\n\nFor  shops.')).toBe('A camera. For shops.');
  });
  it('cuts a long text at a word, under 160 characters, with an ellipsis', () => {
    const text = 'word '.repeat(60);
    const description = metaDescription(text);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/ word…$/);
  });
});
