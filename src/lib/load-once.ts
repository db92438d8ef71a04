/**
 * Code fetched on demand (a chunk), shared by everything that asks for it: the first call
 * starts the fetch and later calls get the same promise; a failed fetch is forgotten, so the
 * next call tries again; `loaded()` answers the result once it is in, so a caller can use it
 * without waiting.
 */
export interface LoadOnce<T> {
  (): Promise<T>;
  loaded: () => T | undefined;
}

export const loadOnce = <T>(load: () => Promise<T>): LoadOnce<T> => {
  let result: T | undefined;
  let pending: Promise<T> | undefined;
  const fetchOnce = () =>
    (pending ??= load().then(
      (value) => (result = value),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return Object.assign(fetchOnce, { loaded: () => result });
};
