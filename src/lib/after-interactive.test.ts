import { afterInteractive } from './after-interactive';

/** A window whose load state and idle callbacks the test drives. */
const fakeWindow = (readyState: DocumentReadyState, idle: boolean) => {
  const listeners: (() => void)[] = [];
  const idleCallbacks: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    setTimeout: (callback: () => void, delay: number) => setTimeout(callback, delay),
    ...(idle
      ? { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) }
      : {}),
  } as unknown as Window;
  return { win, load: () => listeners.forEach((listener) => listener()), idleCallbacks };
};

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterInteractive', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the load event, then for the browser to be idle', async () => {
    const page = fakeWindow('interactive', true);
    const ready = afterInteractive(page.win);
    expect(await settled(ready)).toBe(false);
    page.load();
    expect(await settled(ready)).toBe(false);
    page.idleCallbacks.forEach((callback) => callback());
    expect(await settled(ready)).toBe(true);
  });

  it('on a loaded page without requestIdleCallback, resolves on the next task', async () => {
    const page = fakeWindow('complete', false);
    const ready = afterInteractive(page.win);
    expect(await settled(ready)).toBe(false);
    jest.advanceTimersByTime(0);
    expect(await settled(ready)).toBe(true);
  });
});
