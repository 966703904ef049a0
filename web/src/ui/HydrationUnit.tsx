import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the rest: a Suspense boundary
 * is hydrated and committed separately, so hydrating a long page is a few short tasks instead of
 * one long one. A press on a part not hydrated yet makes React hydrate it at once and then
 * answer. Nothing here suspends, so the (empty) fallback never shows.
 */
export function HydrationUnit({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
