/**
 * When an article gets its published_at (docs/product.md#states and issue 4): created as published it is
 * stamped now, created as a draft it is null; an update stamps it only when it publishes an
 * article that was never published, and otherwise leaves it alone, so it is never changed once set.
 */
export function publishedAtOnCreate(isPublished: boolean): 'now' | 'null' {
  return isPublished ? 'now' : 'null';
}

export function publishedAtOnUpdate(isPublished: boolean, publishedAt: Date | null): 'now' | 'unchanged' {
  return isPublished && publishedAt === null ? 'now' : 'unchanged';
}
