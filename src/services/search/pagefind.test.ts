import { createPagefindClient, excerptParts, type PagefindModule } from './pagefind';

const result = (n: number) => ({
  id: `r${n}`,
  data: jest.fn(async () => ({
    url: `/blog/post-${n}/`,
    excerpt: `About <mark>fair</mark> pay &amp; more ${n}`,
    meta: { title: `Post ${n}` },
  })),
});

const fakePagefind = (count: number) => {
  const results = Array.from({ length: count }, (_, i) => result(i + 1));
  const module: PagefindModule = {
    options: jest.fn(async () => undefined),
    search: jest.fn(async () => ({ results })),
  };
  return { module, results };
};

describe('excerptParts', () => {
  it('splits the excerpt into plain and marked text, decoding entities', () => {
    expect(excerptParts('Hire <mark>fair</mark> &amp; <mark>fast</mark>.')).toEqual([
      { text: 'Hire ', marked: false },
      { text: 'fair', marked: true },
      { text: ' & ', marked: false },
      { text: 'fast', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('never lets markup through: escaped text stays text and stray tags are dropped', () => {
    expect(excerptParts('&lt;script&gt;x<img src=x onerror=alert(1)>')).toEqual([
      { text: '<script>x', marked: false },
    ]);
  });
});

describe('createPagefindClient', () => {
  it('loads nothing until the first search, then loads once', async () => {
    const { module } = fakePagefind(2);
    const load = jest.fn(async () => module);
    const client = createPagefindClient(load);
    expect(load).not.toHaveBeenCalled();
    await client.search('fair', 1, 9);
    await client.search('pay', 1, 9);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers one page of results, reading only that page’s data', async () => {
    const { module, results } = fakePagefind(20);
    const client = createPagefindClient(async () => module);
    const page = await client.search('fair', 2, 9);
    expect(page.total).toBe(20);
    expect(page.hits.map((hit) => hit.title)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Post ${i + 10}`),
    );
    expect(page.hits[0]?.url).toBe('/blog/post-10');
    expect(results[0]?.data).not.toHaveBeenCalled();
    expect(results[9]?.data).toHaveBeenCalled();
  });

  it('answers no hits when Pagefind finds nothing', async () => {
    const client = createPagefindClient(async () => ({ search: async () => ({ results: [] }) }));
    expect(await client.search('zzz', 1, 9)).toEqual({ total: 0, hits: [] });
  });

  it('rejects when the index cannot be loaded, and tries again on the next search', async () => {
    const { module } = fakePagefind(1);
    const load = jest
      .fn<Promise<PagefindModule>, []>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(module);
    const client = createPagefindClient(load);
    await expect(client.search('fair', 1, 9)).rejects.toThrow('Failed to fetch');
    await expect(client.search('fair', 1, 9)).resolves.toMatchObject({ total: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
