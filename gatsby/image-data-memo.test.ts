import type { Node } from 'gatsby';
import { memoizeByNodeAndArgs } from './image-data-memo';

const image = (id: string, contentDigest: string) =>
  ({
    id,
    parent: null,
    children: [],
    internal: { type: 'ImageSharp', contentDigest, owner: 'gatsby-transformer-sharp' },
  }) as Node;

describe('memoizeByNodeAndArgs', () => {
  const counting = () => {
    const calls: string[] = [];
    const resolve = (source: Node, args: unknown) => {
      calls.push(`${source.id} ${JSON.stringify(args)}`);
      return Promise.resolve({ src: `${source.id}-${JSON.stringify(args)}` });
    };
    return { calls, resolved: memoizeByNodeAndArgs(resolve) };
  };

  it('resolves an image once for the same arguments and shares the result', async () => {
    const { calls, resolved } = counting();
    const first = await resolved(image('a', 'd1'), { width: 70 }, {}, {});
    const again = await resolved(image('a', 'd1'), { width: 70 }, {}, {});
    expect(again).toBe(first);
    expect(calls).toEqual(['a {"width":70}']);
  });

  it('resolves again for other arguments, another image, or a changed file', async () => {
    const { calls, resolved } = counting();
    await resolved(image('a', 'd1'), { width: 70 }, {}, {});
    await resolved(image('a', 'd1'), { width: 480 }, {}, {});
    await resolved(image('b', 'd1'), { width: 70 }, {}, {});
    await resolved(image('a', 'd2'), { width: 70 }, {}, {});
    expect(calls).toHaveLength(4);
  });

  it('does not keep a failure, so the next query tries again', async () => {
    let attempts = 0;
    const resolved = memoizeByNodeAndArgs(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('sharp failed')) : Promise.resolve('ok');
    });
    await expect(resolved(image('a', 'd1'), {}, {}, {})).rejects.toThrow('sharp failed');
    await expect(resolved(image('a', 'd1'), {}, {}, {})).resolves.toBe('ok');
    expect(attempts).toBe(2);
  });
});
