import { THIRD_PARTY_IDLE_TIMEOUT_MS } from '../../lib/site-config';
import { afterInteractive, type IdleWindow } from './after-interactive';

/** A window whose load event and idle callbacks the test fires. */
const fakeWindow = (readyState: DocumentReadyState, idle: boolean) => {
  let onLoad: (() => void) | undefined;
  const idleCallbacks: { run: () => void; timeout?: number }[] = [];
  const win: IdleWindow = {
    document: { readyState },
    addEventListener: (_type, listener) => (onLoad = listener),
    setTimeout: (callback, delay) => setTimeout(callback, delay),
    ...(idle
      ? { requestIdleCallback: (run, options) => idleCallbacks.push({ run, ...options }) }
      : {}),
  };
  return { win, load: () => onLoad?.(), idleCallbacks };
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('afterInteractive', () => {
  test('waits for the load event, then for an idle moment (bounded by the timeout)', () => {
    const callback = jest.fn();
    const { win, load, idleCallbacks } = fakeWindow('interactive', true);
    afterInteractive(callback, win);
    expect(idleCallbacks).toHaveLength(0);
    load();
    expect(idleCallbacks).toEqual([
      { run: expect.any(Function), timeout: THIRD_PARTY_IDLE_TIMEOUT_MS },
    ]);
    expect(callback).not.toHaveBeenCalled();
    idleCallbacks[0]?.run();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test('without requestIdleCallback, a timeout after the load stands in', () => {
    const callback = jest.fn();
    const { win } = fakeWindow('complete', false);
    afterInteractive(callback, win);
    expect(callback).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
