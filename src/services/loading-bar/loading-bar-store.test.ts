import { LOADING_BAR } from '../../lib/site-config';
import { createLoadingBar, type LoadingBarState } from './loading-bar-store';

const { throttleMs, hideDelayMs, resetDelayMs } = LOADING_BAR;

/** A bar and every state it has passed through. */
const recordedBar = () => {
  const bar = createLoadingBar();
  const states: LoadingBarState[] = [];
  bar.subscribe(() => states.push(bar.getSnapshot()));
  return { bar, states, phase: () => bar.getSnapshot().phase };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the loading bar', () => {
  it('shows nothing for a navigation shorter than the 200 ms throttle', () => {
    const { bar, states } = recordedBar();
    bar.start();
    jest.advanceTimersByTime(throttleMs - 1);
    bar.finish();
    jest.runAllTimers();
    expect(states.map((state) => state.phase)).toEqual(['waiting', 'idle']);
  });

  it('runs from 200 ms, stays full 500 ms after the end, and is reset 400 ms after that', () => {
    const { bar, phase } = recordedBar();
    bar.start();
    expect(phase()).toBe('waiting');
    jest.advanceTimersByTime(throttleMs - 1);
    expect(phase()).toBe('waiting');
    jest.advanceTimersByTime(1);
    expect(phase()).toBe('running');

    jest.advanceTimersByTime(5000);
    expect(phase()).toBe('running');
    bar.finish();
    expect(bar.getSnapshot()).toEqual({ phase: 'finishing', error: false });
    jest.advanceTimersByTime(hideDelayMs - 1);
    expect(phase()).toBe('finishing');
    jest.advanceTimersByTime(1);
    expect(phase()).toBe('fading');
    jest.advanceTimersByTime(resetDelayMs - 1);
    expect(phase()).toBe('fading');
    jest.advanceTimersByTime(1);
    expect(phase()).toBe('idle');
  });

  it('turns the error colour when the navigation fails, until it is reset', () => {
    const { bar, states } = recordedBar();
    bar.start();
    jest.advanceTimersByTime(throttleMs);
    bar.fail();
    jest.runAllTimers();
    expect(states).toEqual([
      { phase: 'waiting', error: false },
      { phase: 'running', error: false },
      { phase: 'finishing', error: true },
      { phase: 'fading', error: true },
      { phase: 'idle', error: false },
    ]);
  });

  it('shows a failure even within the throttle', () => {
    const { bar } = recordedBar();
    bar.start();
    jest.advanceTimersByTime(throttleMs / 2);
    bar.fail();
    expect(bar.getSnapshot()).toEqual({ phase: 'finishing', error: true });
  });

  it('a navigation starting while the last one fades waits its own throttle, without the error', () => {
    const { bar, phase } = recordedBar();
    bar.start();
    jest.advanceTimersByTime(throttleMs);
    bar.fail();
    jest.advanceTimersByTime(hideDelayMs);
    expect(phase()).toBe('fading');

    bar.start();
    expect(bar.getSnapshot()).toEqual({ phase: 'waiting', error: false });
    jest.advanceTimersByTime(throttleMs - 1);
    expect(phase()).toBe('waiting');
    jest.advanceTimersByTime(1);
    expect(phase()).toBe('running');
    // The reset the fading bar had planned was cancelled.
    jest.advanceTimersByTime(resetDelayMs);
    expect(phase()).toBe('running');
  });

  it('ignores a second start while one runs, and an end or failure when nothing runs', () => {
    const { bar, states } = recordedBar();
    bar.finish();
    bar.fail();
    expect(states).toEqual([]);

    bar.start();
    jest.advanceTimersByTime(throttleMs - 50);
    bar.start();
    jest.advanceTimersByTime(50);
    expect(bar.getSnapshot().phase).toBe('running');
    bar.start();
    expect(states.map((state) => state.phase)).toEqual(['waiting', 'running']);
  });
});
