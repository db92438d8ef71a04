import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { netlifyAdapter, restoreGatsbyHtmlLayout } from './netlify-adapter';

let root: string;
const write = (file: string, text = file) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const has = (file: string) => existsSync(path.join(root, file));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'public-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('restoreGatsbyHtmlLayout', () => {
  it('moves pretty-URL files back to the folder layout Gatsby wrote', () => {
    write('pricing.html');
    write('blog.html');
    write('blog/page/2.html');
    write('job/[jobId].html');
    write('index.html');

    expect(restoreGatsbyHtmlLayout(root)).toBe(4);

    expect(read('pricing/index.html')).toBe('pricing.html');
    expect(read('blog/index.html')).toBe('blog.html');
    expect(read('blog/page/2/index.html')).toBe('blog/page/2.html');
    expect(read('job/[jobId]/index.html')).toBe('job/[jobId].html');
    expect(has('pricing.html') || has('blog.html') || has('job/[jobId].html')).toBe(false);
    expect(read('index.html')).toBe('index.html');
  });

  it('copies the root 404 page, which Netlify and Gatsby both read there', () => {
    write('404.html', 'not found');
    restoreGatsbyHtmlLayout(root);
    expect(read('404.html')).toBe('not found');
    expect(read('404/index.html')).toBe('not found');
  });

  it('leaves slices, assets and files already in Gatsby’s layout alone', () => {
    write('_gatsby/slices/_gatsby-scripts-1.html');
    write('static/embed.html');
    write('about.html', 'moved copy');
    write('about/index.html', 'current');

    expect(restoreGatsbyHtmlLayout(root)).toBe(0);

    expect(has('_gatsby/slices/_gatsby-scripts-1.html')).toBe(true);
    expect(has('static/embed.html')).toBe(true);
    expect(read('about/index.html')).toBe('current');
  });

  it('does nothing without a public folder', () => {
    expect(restoreGatsbyHtmlLayout(path.join(root, 'missing'))).toBe(0);
  });
});

describe('netlifyAdapter', () => {
  it('keeps the adapter’s own cache on Netlify and under `netlify build`', () => {
    const restoreOf = (env: NodeJS.ProcessEnv) => netlifyAdapter(env).cache?.restore.toString();
    const local = restoreOf({});
    expect(restoreOf({ NETLIFY: 'true' })).not.toBe(local);
    expect(restoreOf({ NETLIFY_LOCAL: 'true' })).not.toBe(local);
    expect(restoreOf({ NETLIFY_LOCAL: 'true' })).toBe(restoreOf({ NETLIFY: 'true' }));
  });

  it('elsewhere restores Gatsby’s layout and stores nothing', async () => {
    const cwd = process.cwd();
    write('public/pricing.html');
    process.chdir(root);
    try {
      const info = jest.fn();
      const adapter = netlifyAdapter({});
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the hook's context is Gatsby's
      const restored = await adapter.cache?.restore({ directories: [], reporter: { info } } as any);
      expect(restored).toBe(false);
      expect(has('public/pricing/index.html')).toBe(true);
      expect(info).toHaveBeenCalledWith("Moved 1 page file(s) back to Gatsby's layout");
    } finally {
      process.chdir(cwd);
    }
  });
});
