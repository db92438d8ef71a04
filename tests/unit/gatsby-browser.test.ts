/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginOptions } from 'gatsby';
import * as siteHooks from '../../src/browser-hooks';
import * as gatsbyBrowser from '../../gatsby-browser';

jest.mock('../../src/browser-hooks', () => ({
  onClientEntry: jest.fn(),
  wrapRootElement: jest.fn(() => 'root'),
  wrapPageElement: jest.fn(() => 'page'),
  onInitialClientRender: jest.fn(),
  onRouteUpdateDelayed: jest.fn(),
  onPreRouteUpdate: jest.fn(),
  onRouteUpdate: jest.fn(),
}));

const OPTIONS: PluginOptions = { plugins: [] };
const DELEGATED = [
  'wrapRootElement',
  'wrapPageElement',
  'onInitialClientRender',
  'onRouteUpdateDelayed',
  'onPreRouteUpdate',
  'onRouteUpdate',
] as const;

type Hook = (args: unknown, options: unknown) => unknown;
const gatsbyHook = (name: string) =>
  (gatsbyBrowser as unknown as Record<string, Hook | undefined>)[name];

describe('gatsby-browser', () => {
  it('exports every hook the site has, and no other', () => {
    const names = (module: object) =>
      Object.keys(module)
        .filter((name) => name !== 'default')
        .sort();
    const actual = jest.requireActual<object>('../../src/browser-hooks');
    expect(names(gatsbyBrowser)).toEqual(names(actual));
  });

  it('imports nothing at start but the yield: the site hooks come with client entry', () => {
    // Whatever gatsby-browser.tsx imports is evaluated in the app chunk's own task, the long
    // task this file exists to shorten (docs/performance.md, "The app chunk in two tasks").
    const source = readFileSync(path.join(__dirname, '../../gatsby-browser.tsx'), 'utf8');
    const imported = [...source.matchAll(/^import\s+(?:(?!type\b)[^;]*?from\s+)?'([^']+)'/gm)].map(
      (match) => match[1],
    );
    expect(imported).toEqual(['./src/lib/next-task']);
  });

  it('loads the site hooks at once for a hook called before client entry, as develop does', async () => {
    // gatsby develop wraps the root as it imports its modules, before client entry.
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('../../gatsby-browser');
      const site = await import('../../src/browser-hooks');
      (site.wrapRootElement as jest.Mock).mockClear();
      (site.onClientEntry as jest.Mock).mockClear();
      const args = { element: 'early' };
      expect(fresh.wrapRootElement(args as never, OPTIONS)).toBe('root');
      expect(site.wrapRootElement).toHaveBeenCalledWith(args, OPTIONS);
      await fresh.onClientEntry?.({} as never, OPTIONS);
      expect(site.onClientEntry).toHaveBeenCalledTimes(1);
    });
  });

  it('runs the site’s client entry a task later, after the work queued in this one', async () => {
    let microtasks = 0;
    let microtasksAtEntry: number | undefined;
    (siteHooks.onClientEntry as jest.Mock).mockImplementation(() => {
      microtasksAtEntry = microtasks;
    });
    const entry = gatsbyBrowser.onClientEntry?.({} as never, OPTIONS);
    const step = (): Promise<void> | undefined =>
      microtasks < 50 ? Promise.resolve().then(() => ((microtasks += 1), step())) : undefined;
    await step();
    await entry;
    expect(microtasksAtEntry).toBe(50);
  });

  it('settles client entry only once the site’s client entry has: Gatsby renders after it', async () => {
    let finish = () => {};
    (siteHooks.onClientEntry as jest.Mock).mockImplementation(
      () => new Promise<void>((resolve) => (finish = resolve)),
    );
    let settled = false;
    const entry = gatsbyBrowser.onClientEntry?.({} as never, OPTIONS);
    void Promise.resolve(entry).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(siteHooks.onClientEntry).toHaveBeenCalled();
    expect(settled).toBe(false);
    finish();
    await entry;
    expect(settled).toBe(true);
  });

  it.each(DELEGATED)(
    'hands %s with its arguments to the site hook and returns its answer',
    (name) => {
      const args = { element: name };
      const answer = gatsbyHook(name)?.(args, OPTIONS);
      const site = siteHooks[name] as jest.Mock;
      expect(site).toHaveBeenCalledWith(args, OPTIONS);
      expect(answer).toBe(site.mock.results[0]?.value);
    },
  );
});
