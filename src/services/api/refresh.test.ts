import { networkError, statusError, timeoutError } from './errors';
import { inTabLock } from './refresh-lock';
import { createTokenRefresher } from './refresh';
import type { TokenStore, Tokens } from './tokens';

const OLD: Tokens = { access: 'Bearer access-1', refresh: 'refresh-1' };
const NEW: Tokens = { access: 'Bearer access-2', refresh: 'refresh-2' };

/** A store whose reads return each of `reads` in turn (the last one from then on). */
const storeReading = (
  ...reads: Tokens[]
): TokenStore & { written: Tokens[]; clears: () => number } => {
  const written: Tokens[] = [];
  let index = 0;
  let clears = 0;
  return {
    written,
    clears: () => clears,
    read: () => reads[Math.min(index++, reads.length - 1)] ?? {},
    write: (tokens) => void written.push(tokens),
    clear: () => void (clears += 1),
  };
};

describe('createTokenRefresher', () => {
  it('asks for new tokens with the refused ones, and stores them', async () => {
    const tokens = storeReading(OLD);
    const requestNewTokens = jest.fn(async () => NEW);
    const refresher = createTokenRefresher({ tokens, lock: inTabLock(), requestNewTokens });

    await expect(refresher.refresh(OLD.access)).resolves.toEqual(NEW);
    expect(requestNewTokens).toHaveBeenCalledWith(OLD);
    expect(tokens.written).toEqual([NEW]);
  });

  it('reads the latest tokens under the lock: another tab has refreshed, so none is asked for', async () => {
    const tokens = { ...storeReading(OLD), readLatest: async () => NEW };
    const requestNewTokens = jest.fn(async () => NEW);
    const refresher = createTokenRefresher({ tokens, lock: inTabLock(), requestNewTokens });

    await expect(refresher.refresh(OLD.access)).resolves.toEqual(NEW);
    expect(requestNewTokens).not.toHaveBeenCalled();
  });

  it('a refused refresh whose tokens another tab has replaced meanwhile gives those tokens', async () => {
    // Read under the lock (still the old ones), then again after the refusal.
    const tokens = storeReading(OLD, NEW);
    const refresher = createTokenRefresher({
      tokens,
      lock: inTabLock(),
      requestNewTokens: async () => Promise.reject(new Error('401 refresh token used')),
    });

    await expect(refresher.refresh(OLD.access)).resolves.toEqual(NEW);
  });

  it('a refused refresh with the tokens unchanged fails (null)', async () => {
    const tokens = storeReading(OLD);
    const refresher = createTokenRefresher({
      tokens,
      lock: inTabLock(),
      requestNewTokens: async () => Promise.reject(new Error('401 refresh token revoked')),
    });

    await expect(refresher.refresh(OLD.access)).resolves.toBeNull();
    expect(tokens.written).toEqual([]);
  });

  it.each([401, 400])('a refresh the API refuses (%s) clears the tokens', async (status) => {
    const tokens = storeReading(OLD);
    const refresher = createTokenRefresher({
      tokens,
      lock: inTabLock(),
      requestNewTokens: async () => Promise.reject(statusError(status)),
    });

    await expect(refresher.refresh(OLD.access)).resolves.toBeNull();
    expect(tokens.clears()).toBe(1);
  });

  it.each([
    ['answers 500', statusError(500)],
    ['answers 503', statusError(503)],
    ['times out', timeoutError(10_000)],
    ['is not reached', networkError()],
    ['answers without a token pair', new Error('The refresh answer has no token pair')],
  ])('a refresh that %s fails and keeps the tokens', async (_how, failure) => {
    const tokens = storeReading(OLD);
    const refresher = createTokenRefresher({
      tokens,
      lock: inTabLock(),
      requestNewTokens: async () => Promise.reject(failure),
    });

    await expect(refresher.refresh(OLD.access)).resolves.toBeNull();
    expect(tokens.clears()).toBe(0);
    expect(tokens.written).toEqual([]);
  });

  it('a refused refresh whose tokens another tab has replaced meanwhile clears nothing', async () => {
    const tokens = storeReading(OLD, NEW);
    const refresher = createTokenRefresher({
      tokens,
      lock: inTabLock(),
      requestNewTokens: async () => Promise.reject(statusError(401)),
    });

    await expect(refresher.refresh(OLD.access)).resolves.toEqual(NEW);
    expect(tokens.clears()).toBe(0);
  });
});
