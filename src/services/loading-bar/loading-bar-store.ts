/**
 * The navigation loading bar as a state machine (spec sections 4 and 9). Times come from
 * LOADING_BAR in site-config:
 *
 *   idle ──start──► waiting ──throttle──► running ──finish/fail──► finishing
 *                     │ finish: back to idle, nothing shown          │ hide delay
 *                     └ fail: finishing, in the error colour     fading ──reset delay──► idle
 *
 * `start` during finishing or fading begins a new wait. The bar fills over `durationMs`
 * while running; the view animates that with CSS, so the store changes only at these steps.
 */
import { LOADING_BAR } from '../../lib/site-config';
import { createExternalStore, type ReadableStore } from '../../lib/external-store';

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finishing' | 'fading';

export interface LoadingBarState {
  phase: LoadingBarPhase;
  /** The navigation failed: the bar shows in the error colour. */
  error: boolean;
}

export interface LoadingBar extends ReadableStore<LoadingBarState> {
  /** A navigation started. */
  start: () => void;
  /** The navigation ended. */
  finish: () => void;
  /** The navigation failed. */
  fail: () => void;
}

export const IDLE: LoadingBarState = { phase: 'idle', error: false };

export const createLoadingBar = (): LoadingBar => {
  const store = createExternalStore(IDLE);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const phase = () => store.getSnapshot().phase;

  /** Moves to `next`, then (after `delay`) wherever `then` leads. */
  const enter = (next: LoadingBarState, after?: { delay: number; then: () => void }) => {
    clearTimeout(timer);
    timer = after && setTimeout(after.then, after.delay);
    store.set(next);
  };

  const fade = (error: boolean) =>
    enter({ phase: 'fading', error }, { delay: LOADING_BAR.resetDelayMs, then: () => enter(IDLE) });

  const end = (error: boolean) =>
    enter(
      { phase: 'finishing', error },
      { delay: LOADING_BAR.hideDelayMs, then: () => fade(error) },
    );

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start: () => {
      if (phase() === 'waiting' || phase() === 'running') return;
      enter(
        { phase: 'waiting', error: false },
        {
          delay: LOADING_BAR.throttleMs,
          then: () => enter({ phase: 'running', error: false }),
        },
      );
    },
    finish: () => {
      if (phase() === 'waiting') enter(IDLE);
      else if (phase() === 'running') end(false);
    },
    fail: () => {
      if (phase() !== 'idle') end(true);
    },
  };
};
