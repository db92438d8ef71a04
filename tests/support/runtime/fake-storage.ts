/** Test support: sessionStorage as one tab keeps it across reloads. Not part of the site. */
import type { StorageLike } from '../../../src/services/site-version/reload-guard';

export const createMemoryStorage = (): StorageLike & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
};
