/** A shared on-demand chunk; a failed fetch is forgotten, so the next call tries again. */
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
