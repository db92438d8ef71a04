import { RELOAD_GUARD_MS } from '../../lib/site-config';
import { createMemoryStorage as memoryStorage } from '../../../tests/support/runtime/fake-storage';
import { createReloadGuard, RELOAD_GUARD_KEY, type StorageLike } from './reload-guard';

describe('the reload guard', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-01-01T00:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('allows one reload of a path per 10 seconds, remembered across the reload', () => {
    const storage = memoryStorage();
    expect(createReloadGuard({ storage }).allow('/pricing')).toBe(true);

    // The page reloaded: a new guard over the same session storage.
    const afterReload = createReloadGuard({ storage });
    jest.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(afterReload.allow('/pricing')).toBe(false);
    jest.advanceTimersByTime(1);
    expect(afterReload.allow('/pricing')).toBe(true);
    expect(afterReload.allow('/pricing')).toBe(false);
  });

  it('guards each path on its own, and forgets paths outside the window', () => {
    const storage = memoryStorage();
    const guard = createReloadGuard({ storage });
    expect(guard.allow('/pricing')).toBe(true);
    expect(guard.allow('/blog')).toBe(true);
    jest.advanceTimersByTime(RELOAD_GUARD_MS);
    expect(guard.allow('/contact')).toBe(true);
    expect(Object.keys(JSON.parse(storage.items.get(RELOAD_GUARD_KEY) ?? '{}'))).toEqual([
      '/contact',
    ]);
  });

  it('reads damaged storage as empty', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_GUARD_KEY, 'not json');
    expect(createReloadGuard({ storage }).allow('/pricing')).toBe(true);
  });

  it('refuses every reload when there is no storage to remember it in', () => {
    expect(createReloadGuard({ storage: null }).allow('/pricing')).toBe(false);
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(createReloadGuard({ storage: full }).allow('/pricing')).toBe(false);
  });
});
