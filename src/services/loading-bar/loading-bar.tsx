/**
 * The bar at the top of the viewport while a navigation runs. Decorative (hidden from
 * assistive technology: Gatsby announces the new page itself); its size never changes the
 * layout, as it is fixed above the page.
 */
import { useSyncExternalStore } from 'react';
import { LOADING_BAR } from '../../lib/site-config';
import { colors, zIndices } from '../../styles/tokens';
import {
  IDLE,
  type LoadingBar as LoadingBarStore,
  type LoadingBarPhase,
} from './loading-bar-store';

/** How far the bar gets while waiting for the navigation to end: it is full only at the end. */
const RUNNING_FILL = 0.9;
/**
 * The last stretch, from wherever the bar was to full, when the navigation ends (not in the
 * spec; short enough to end well within the hide delay).
 */
const COMPLETE_MS = 200;

const fill: Record<LoadingBarPhase, { scale: number; transition: string }> = {
  idle: { scale: 0, transition: 'none' },
  waiting: { scale: 0, transition: 'none' },
  running: { scale: RUNNING_FILL, transition: `transform ${LOADING_BAR.durationMs}ms ease-out` },
  finishing: { scale: 1, transition: `transform ${COMPLETE_MS}ms ease-out` },
  fading: { scale: 1, transition: 'none' },
};

export const LoadingBar = ({ store }: { store: LoadingBarStore }) => {
  const { phase, error } = useSyncExternalStore(store.subscribe, store.getSnapshot, () => IDLE);
  const shown = phase === 'running' || phase === 'finishing';
  return (
    <div
      aria-hidden="true"
      data-phase={phase}
      data-error={error}
      css={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: LOADING_BAR.heightPx,
        zIndex: zIndices.overlay,
        pointerEvents: 'none',
        opacity: shown ? 1 : 0,
        transition: phase === 'fading' ? `opacity ${LOADING_BAR.resetDelayMs}ms ease-in` : 'none',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <div
        css={{
          height: '100%',
          background: error ? colors.coralDark : colors.teal,
          transformOrigin: 'left',
          transform: `scaleX(${fill[phase].scale})`,
          transition: fill[phase].transition,
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
    </div>
  );
};
