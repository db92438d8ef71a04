import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once for every caller, and answers the result once it is in', async () => {
    const load = jest.fn(() => Promise.resolve('code'));
    const fetchCode = loadOnce(load);
    expect(fetchCode.loaded()).toBeUndefined();
    const [first, second] = await Promise.all([fetchCode(), fetchCode()]);
    expect([first, second, fetchCode.loaded()]).toEqual(['code', 'code', 'code']);
    await fetchCode();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed fetch, so the next call tries again', async () => {
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce('code');
    const fetchCode = loadOnce(load);
    await expect(fetchCode()).rejects.toThrow('ChunkLoadError');
    expect(fetchCode.loaded()).toBeUndefined();
    await expect(fetchCode()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
