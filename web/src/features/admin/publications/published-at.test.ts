import { describe, expect, it } from 'vitest';
import { publishedAtOnCreate, publishedAtOnUpdate } from './published-at';

describe('published_at on create', () => {
  it('is stamped now for an article created as published', () => {
    expect(publishedAtOnCreate(true)).toBe('now');
  });

  it('is null for a draft', () => {
    expect(publishedAtOnCreate(false)).toBe('null');
  });
});

describe('published_at on update', () => {
  const earlier = new Date('2026-01-15T09:00:00Z');

  it('is stamped when a draft that was never published is published', () => {
    expect(publishedAtOnUpdate(true, null)).toBe('now');
  });

  it('is left alone when a published article is saved again', () => {
    expect(publishedAtOnUpdate(true, earlier)).toBe('unchanged');
  });

  it('is left alone when an article is unpublished', () => {
    expect(publishedAtOnUpdate(false, earlier)).toBe('unchanged');
  });

  it('is left alone when a draft stays a draft', () => {
    expect(publishedAtOnUpdate(false, null)).toBe('unchanged');
  });
});
