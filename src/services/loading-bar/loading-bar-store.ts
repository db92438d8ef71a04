/**
 * Spec sections 4 and 9. A navigation done while `waiting` shows nothing; the fill itself is
 * CSS, so the store changes only between phases.
 */
import { LOADING_BAR } from '../../lib/site-config';
import { createExternalStore, type ReadableStore } from '../../lib/external-store';

export type LoadingBarPhase = 'idle' | 'waiting' | 'running' | 'finishing' | 'fading';

export interface LoadingBarState {
  phase: LoadingBarPhase;
  error: boolean;
}

export interface LoadingBar extends ReadableStore<LoadingBarState> {
  start: () => void;
  finish: () => void;
  fail: () => void;
}

export const IDLE: LoadingBarState = { phase: 'idle', error: false };

export const createLoadingBar = (): LoadingBar => {
  const store = createExternalStore(IDLE);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const phase = () => store.getSnapshot().phase;

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
