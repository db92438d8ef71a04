/**
 * The smallest observable value: what React's useSyncExternalStore needs (`subscribe`,
 * `getSnapshot`) plus a setter for the service that owns it. Framework-free, so the session,
 * the loading bar and the notifications are plain objects Jest drives without rendering.
 */
export interface ReadableStore<T> {
  getSnapshot: () => T;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
}

export interface WritableStore<T> extends ReadableStore<T> {
  /** Replaces the value; listeners run only when it is a different object. */
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
