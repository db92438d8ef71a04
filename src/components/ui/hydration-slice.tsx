import { Suspense, type ReactNode } from 'react';

/**
 * A Suspense boundary with no fallback. While the page hydrates, React hydrates and commits what
 * it wraps on its own, in short yielding tasks, so a long page never blocks the main thread at once.
 * Not around a part whose props or context change during hydration (React error 421).
 */
export const HydrationSlice = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={null}>{children}</Suspense>
);
