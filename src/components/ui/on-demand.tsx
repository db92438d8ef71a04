import { Suspense, createElement, lazy, type ComponentType } from 'react';
import { loadOnce, type LoadOnce } from '../../lib/load-once';

/** A component whose code is a chunk of its own, with the functions that fetch it ahead. */
export type OnDemand<P> = ComponentType<P> & {
  /** Fetches the code; rejects when the fetch fails. */
  preload: LoadOnce<ComponentType<P>>;
  /**
   * Starts the fetch and leaves it: a failure shows when the component renders and fetches
   * again.
   */
  prefetch: () => void;
};

/**
 * A component fetched when it is first rendered, or earlier by `preload` or `prefetch` (call
 * one when the visitor is about to need it: a pointer over a button, focus). It renders nothing
 * until its code is in, and at once when it already is. The Suspense boundary stays when the
 * code is in, so a server-rendered tree matches the browser's on hydration.
 */
export const onDemand = <P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> => {
  const preload = loadOnce(load);
  // A chunk that still fails at render rejects here, where the app's error handling reloads.
  // Typed as what it renders: React's types cannot relate a lazy component's props to a generic P.
  const Lazy = lazy(() =>
    preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<P>;
  const Component = (props: P) => (
    <Suspense fallback={null}>{createElement(preload.loaded() ?? Lazy, props)}</Suspense>
  );
  const prefetch = () => void preload().catch(() => undefined);
  return Object.assign(Component, { preload, prefetch });
};
