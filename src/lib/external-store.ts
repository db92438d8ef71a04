/** Framework-free, so services are plain objects Jest drives without rendering. */
export interface ReadableStore<T> {
  getSnapshot: () => T;
  subscribe: (listener: () => void) => () => void;
}

export interface WritableStore<T> extends ReadableStore<T> {
  /** Listeners run only when it is a different object. */
  set: (next: T) => void;
  update: (change: (current: T) => T) => void;
}

export const createExternalStore = <T>(initial: T): WritableStore<T> => {
  let value = initial;
  const listeners = new Set<() => void>();
  const set = (next: T) => {
    if (Object.is(next, value)) return;
    value = next;
    listeners.forEach((listener) => listener());
  };
  return {
    getSnapshot: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set,
    update: (change) => set(change(value)),
  };
};
