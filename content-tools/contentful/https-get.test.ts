import { RETRY_POLICY, retryDelay } from './https-get';

describe('retryDelay', () => {
  it('backs off exponentially on 5xx, capped, with jitter between half and all of the step', () => {
    const policy = { ...RETRY_POLICY, retries: 10 };
    const steps = [0, 1, 2, 3, 4, 5].map((attempt) =>
      retryDelay(503, undefined, attempt, () => 0, policy),
    );
    expect(steps).toEqual([250, 500, 1000, 2000, 4000, 4000]);
    expect(retryDelay(502, undefined, 5, () => 0.999, policy)).toBe(7996);
  });

  it('waits as long as a valid reset header says on 429, up to a minute, plus under 250 ms of jitter', () => {
    expect(retryDelay(429, '0', 0, () => 0)).toBe(0);
    expect(retryDelay(429, '1.5', 0, () => 0)).toBe(1500);
    expect(retryDelay(429, '3600', 0, () => 0)).toBe(60_000);
    expect(retryDelay(429, '2', 0, () => 0.5)).toBe(2125);
  });

  it('waits 5 s on 429 when the reset header is missing or not a number of seconds', () => {
    for (const reset of [undefined, 'soon', '-1', 'Infinity', '0x10', ['1', '2']]) {
      expect(retryDelay(429, reset, 0, () => 0)).toBe(5000);
    }
  });

  it('gives up after the last retry, and never retries other answers', () => {
    expect(retryDelay(503, undefined, RETRY_POLICY.retries, () => 0)).toBeUndefined();
    expect(retryDelay(429, '1', RETRY_POLICY.retries, () => 0)).toBeUndefined();
    for (const status of [200, 301, 400, 401, 404, 499, 600]) {
      expect(retryDelay(status, undefined, 0, () => 0)).toBeUndefined();
    }
  });
});
