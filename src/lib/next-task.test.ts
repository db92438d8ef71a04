import { nextTask } from './next-task';

/** Queues a chain of microtasks and reports how far it got. */
const microtaskChain = (length: number) => {
  let done = 0;
  const step = (): Promise<void> | undefined =>
    done < length ? Promise.resolve().then(() => ((done += 1), step())) : undefined;
  void step();
  return () => done;
};

describe('nextTask', () => {
  it('waits for every microtask queued in the current task', async () => {
    const next = nextTask();
    const chain = microtaskChain(50);
    await next;
    expect(chain()).toBe(50);
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    const original = globalThis.MessageChannel;
    jest.useFakeTimers();
    try {
      Reflect.deleteProperty(globalThis, 'MessageChannel');
      let resolved = false;
      const next = nextTask().then(() => (resolved = true));
      await Promise.resolve();
      expect(resolved).toBe(false);
      jest.runOnlyPendingTimers();
      await next;
      expect(resolved).toBe(true);
    } finally {
      globalThis.MessageChannel = original;
      jest.useRealTimers();
    }
  });
});
